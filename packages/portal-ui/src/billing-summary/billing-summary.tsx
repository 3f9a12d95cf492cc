import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, renderAnchorLink, type RenderLink } from '@ccnets/design-system';
import { AccountDetails } from '../dashboard/account-details';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { formatUsd } from './format-usd';

export interface BillingSummaryLabels {
  title: string;
  plan: string;
  balance: string;
  changePlan: string;
  addCredits: string;
  emptyTitle: string;
  emptyDescription: string;
  choosePlan: string;
  /** Read by screen readers while the billing record loads. */
  loading: string;
}

/** The English wording (docs/product.md#billing). */
export const defaultBillingSummaryLabels: BillingSummaryLabels = {
  title: 'Billing',
  plan: 'Current plan',
  balance: 'Balance',
  changePlan: 'Change plan',
  addCredits: 'Add 20$ Credits',
  emptyTitle: 'No active plan',
  emptyDescription: "You don't have any plan yet",
  choosePlan: 'Choose a plan',
  loading: 'Loading billing details',
};

export interface BillingSummaryProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  /** The active plan's name, e.g. "Pay-as-you-go"; null or empty shows the "No active plan" state. */
  plan?: string | null;
  /** Balance in US dollars. */
  balance?: number;
  /** Shows a skeleton while the billing record loads. */
  loading?: boolean;
  /** Opens the Plan modal ("Change plan" and "Choose a plan"). */
  onChangePlan: () => void;
  /** Where "Add 20$ Credits" leads: the pay-as-you-go checkout with the price preset to 20. */
  addCreditsHref: string;
  /** Renders the credits link, e.g. with the app's router; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Formats the balance; US dollars in English by default. */
  formatBalance?: (balance: number) => ReactNode;
  /** Visible strings; English by default. */
  labels?: Partial<BillingSummaryLabels>;
}

/** The billing page's summary: plan and balance with their actions, or the empty state. */
export function BillingSummary({
  plan,
  balance = 0,
  loading = false,
  onChangePlan,
  addCreditsHref,
  renderLink = renderAnchorLink,
  formatBalance = formatUsd,
  labels: labelOverrides,
  ...frame
}: BillingSummaryProps) {
  const labels = { ...defaultBillingSummaryLabels, ...labelOverrides };
  const hasPlan = typeof plan === 'string' && plan.length > 0;

  if (loading) {
    return (
      <DashboardCard title={labels.title} icon={<CreditCard />} aria-busy="true" {...frame}>
        <div data-slot="billing-summary-skeleton" className="flex flex-col gap-3">
          <span className="sr-only">{labels.loading}</span>
          {[0, 1].map((row) => (
            <div key={row} aria-hidden="true" className="flex flex-col gap-1.5">
              <span className="h-3.5 w-24 animate-pulse rounded-ds-sm bg-ds-foreground/10" />
              <span className="h-5 w-40 animate-pulse rounded-ds-sm bg-ds-foreground/10" />
            </div>
          ))}
          <span
            aria-hidden="true"
            className="mt-2 h-10 w-64 animate-pulse rounded-ds-button bg-ds-foreground/10"
          />
        </div>
      </DashboardCard>
    );
  }

  if (!hasPlan) {
    return (
      <DashboardCard
        title={labels.title}
        icon={<CreditCard />}
        footer={<Button onClick={onChangePlan}>{labels.choosePlan}</Button>}
        {...frame}
      >
        <div data-slot="billing-summary-empty" className="flex flex-col gap-1">
          <p className="font-semibold text-ds-foreground">{labels.emptyTitle}</p>
          <p className="text-sm text-ds-muted">{labels.emptyDescription}</p>
        </div>
      </DashboardCard>
    );
  }

  return (
    <DashboardCard
      title={labels.title}
      icon={<CreditCard />}
      footer={
        <>
          <Button onClick={onChangePlan}>{labels.changePlan}</Button>
          <Button asChild variant="outlined">
            {renderLink({ href: addCreditsHref, children: labels.addCredits })}
          </Button>
        </>
      }
      {...frame}
    >
      <AccountDetails
        className="ds-sm:flex-row ds-sm:gap-10"
        items={[
          { term: labels.plan, value: plan },
          { term: labels.balance, value: <span className="text-2xl">{formatBalance(balance)}</span> },
        ]}
      />
    </DashboardCard>
  );
}
