import { Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatUsd } from '../billing-summary/format-usd';
import { AccountDetails } from '../dashboard/account-details';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { DashboardCardError } from '../dashboard/dashboard-card-error';
import { formatGb as defaultFormatGb } from './format-gb';
import { UsageMeter } from './usage-meter';

export interface UsageSummaryLabels {
  title: string;
  used: string;
  /** Joins used and included data: "0.42 GB of 1 GB". */
  of: string;
  remaining: string;
  credit: string;
  /** Shown instead of an allowance when every GB is paid from credit. */
  payPerUse: string;
  /** Names the bar of used against included data. */
  meter: string;
  loading: string;
  retry: string;
}

export const defaultUsageSummaryLabels: UsageSummaryLabels = {
  title: 'Usage this period',
  used: 'Data used',
  of: 'of',
  remaining: 'Included data left',
  credit: 'Credit remaining',
  payPerUse: 'Paid per GB from your credit',
  meter: 'Included data used',
  loading: 'Loading usage',
  retry: 'Try again',
};

export interface UsageSummaryProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  /** Data used this billing period, in GB. */
  usedGb?: number;
  /** Data the plan includes per period, in GB; null when usage is paid from credit. */
  allowanceGb?: number | null;
  /** Included data left, in GB; null with no allowance. */
  remainingGb?: number | null;
  /** Credit left, in dollars. */
  balance?: number;
  /** The billing period, already formatted, e.g. "Nov 1 – Nov 30". */
  period?: ReactNode;
  /** Shows a busy card in place of the figures while they load. */
  loading?: boolean;
  /** A message that replaces the figures when they could not be loaded. */
  error?: ReactNode;
  /** Offered with `error`. */
  onRetry?: () => void;
  /** Writes an amount of data; "0.42 GB" by default. */
  formatGb?: (gigabytes: number) => string;
  /** Writes the credit; US dollars by default. */
  formatBalance?: (balance: number) => ReactNode;
  /** Visible strings; English by default. */
  labels?: Partial<UsageSummaryLabels>;
}

/** Data used this billing period against the plan's allowance, and the credit left. */
export function UsageSummary({
  usedGb = 0,
  allowanceGb = null,
  remainingGb = null,
  balance = 0,
  period,
  loading = false,
  error,
  onRetry,
  formatGb = defaultFormatGb,
  formatBalance = formatUsd,
  labels: labelOverrides,
  ...frame
}: UsageSummaryProps) {
  const labels = { ...defaultUsageSummaryLabels, ...labelOverrides };
  const card = { title: labels.title, description: period, icon: <Gauge />, ...frame };

  if (loading) {
    return (
      <DashboardCard {...card} aria-busy="true">
        <div data-slot="usage-summary-skeleton" className="flex flex-col gap-3">
          <span className="sr-only">{labels.loading}</span>
          <span aria-hidden="true" className="h-3.5 w-24 animate-pulse rounded-ds-sm bg-ds-foreground/10" />
          <span aria-hidden="true" className="h-7 w-40 animate-pulse rounded-ds-sm bg-ds-foreground/10" />
          <span aria-hidden="true" className="h-2.5 w-full animate-pulse rounded-full bg-ds-foreground/10" />
        </div>
      </DashboardCard>
    );
  }

  if (error) {
    return <DashboardCardError {...card} error={error} onRetry={onRetry} retryLabel={labels.retry} />;
  }

  const usedText =
    allowanceGb === null ? formatGb(usedGb) : `${formatGb(usedGb)} ${labels.of} ${formatGb(allowanceGb)}`;
  return (
    <DashboardCard {...card}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ds-muted">{labels.used}</p>
          <p data-slot="usage-summary-used" className="text-2xl font-semibold text-ds-foreground">
            {usedText}
          </p>
          {allowanceGb === null ? (
            <p className="text-sm text-ds-muted">{labels.payPerUse}</p>
          ) : (
            <UsageMeter value={usedGb} max={allowanceGb} label={labels.meter} valueText={usedText} />
          )}
        </div>
        <AccountDetails
          className="ds-sm:flex-row ds-sm:gap-10"
          items={[
            ...(remainingGb === null ? [] : [{ term: labels.remaining, value: formatGb(remainingGb) }]),
            { term: labels.credit, value: formatBalance(balance) },
          ]}
        />
      </div>
    </DashboardCard>
  );
}
