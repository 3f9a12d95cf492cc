import { Check, Plus, Zap } from 'lucide-react';
import { Heading } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';

/** An optional extra bought on top of the pay-as-you-go plan. */
export interface PlanAddOn {
  name: string;
  /** The price as shown, e.g. "$5". */
  price: string;
}

export interface PayAsYouGoLabels {
  title: string;
  /** The plan's price in a sentence, e.g. "$1 per GB"; the app passes it. */
  description?: string;
  included: string;
  addOns: string;
  /** Tag next to each add-on. */
  optional: string;
}

export const defaultPayAsYouGoLabels: PayAsYouGoLabels = {
  title: 'Pay-as-you-go',
  included: "What's included",
  addOns: 'Optional add-ons',
  optional: 'optional',
};

export interface PayAsYouGoCardProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  /** The included items, from the app's product facts. */
  features: string[];
  /** Optional extras, from the app's product facts; [] hides the list. */
  addOns: PlanAddOn[];
  /** Visible strings; English defaults. */
  labels?: Partial<PayAsYouGoLabels>;
}

/** The payment page's left card: what the pay-as-you-go plan includes, and its optional add-ons. */
export function PayAsYouGoCard({
  features,
  addOns,
  labels: labelOverrides,
  headingLevel = 2,
  ...frame
}: PayAsYouGoCardProps) {
  const labels = { ...defaultPayAsYouGoLabels, ...labelOverrides };
  return (
    <DashboardCard
      title={labels.title}
      description={labels.description}
      icon={<Zap />}
      headingLevel={headingLevel}
      {...frame}
    >
      <Heading level={headingLevel + 1} size="3xs">
        {labels.included}
      </Heading>
      <ul data-slot="pay-as-you-go-features" className="grid gap-2 text-sm ds-sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ds-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {addOns.length > 0 ? (
        <>
          <Heading level={headingLevel + 1} size="3xs" className="mt-2">
            {labels.addOns}
          </Heading>
          <ul data-slot="pay-as-you-go-add-ons" className="flex flex-col gap-2 text-sm">
            {addOns.map((addOn) => (
              <li key={addOn.name} className="flex items-center gap-2">
                <Plus aria-hidden="true" className="size-4 shrink-0 text-ds-muted" />
                <span className="flex-1">
                  {addOn.name} <span className="text-ds-muted">({labels.optional})</span>
                </span>
                <span className="font-semibold">{addOn.price}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DashboardCard>
  );
}
