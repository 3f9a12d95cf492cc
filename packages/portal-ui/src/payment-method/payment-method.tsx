import { Wallet } from 'lucide-react';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';

/** A payment method on file. */
export interface PaymentMethodOnFile {
  /** The provider's name as shown, e.g. "PayPal". */
  name: string;
  /** An optional detail, e.g. the PayPal account's e-mail. */
  detail?: string;
}

export interface PaymentMethodLabels {
  title: string;
  description: string;
}

export const defaultPaymentMethodLabels: PaymentMethodLabels = {
  title: 'Payment method',
  description: 'Used for your pay-as-you-go purchases.',
};

export interface PaymentMethodSectionProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  /** The method on file; when there is none the section is not rendered at all. */
  method?: PaymentMethodOnFile | null;
  /** Visible strings; English defaults. */
  labels?: Partial<PaymentMethodLabels>;
}

/**
 * The billing page's payment method. It shows the method on file (PayPal) or nothing: the
 * described "View" button that did nothing is deliberately not offered (docs/decisions.md#fixes-to-the-product-description).
 */
export function PaymentMethodSection({
  method,
  labels: labelOverrides,
  ...frame
}: PaymentMethodSectionProps) {
  if (!method) return null;
  const labels = { ...defaultPaymentMethodLabels, ...labelOverrides };
  return (
    <DashboardCard title={labels.title} description={labels.description} icon={<Wallet />} {...frame}>
      <div
        data-slot="payment-method"
        className="flex flex-col gap-0.5 rounded-ds-md border border-ds-border px-4 py-3"
      >
        <p className="font-semibold text-ds-foreground">{method.name}</p>
        {method.detail ? <p className="text-sm break-words text-ds-muted">{method.detail}</p> : null}
      </div>
    </DashboardCard>
  );
}
