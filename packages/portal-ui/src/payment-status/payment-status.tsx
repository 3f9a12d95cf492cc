import { cva } from 'class-variance-authority';
import { CircleCheck, CircleSlash, CircleX } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button, cn, Link, renderAnchorLink, type RenderLink, Spinner } from '@ccnets/design-system';

/** Where a PayPal return stands: being captured, credited, refused, or abandoned by the payer. */
export type PaymentStatusKind = 'verifying' | 'confirmed' | 'failed' | 'cancelled';

/** Every visible string of the payment status views; replace any of them to translate. */
export interface PaymentStatusLabels {
  verifyingTitle: string;
  verifyingDescription: string;
  confirmedTitle: string;
  confirmedDescription: string;
  failedTitle: string;
  /** Shown when a failure arrives without a `message` of its own. */
  failedDescription: string;
  cancelledTitle: string;
  cancelledDescription: string;
  retry: string;
  backToBilling: string;
  /** The link to the company's contact page (cancelled and failed views). */
  contact: string;
}

export const defaultPaymentStatusLabels: PaymentStatusLabels = {
  verifyingTitle: 'Verifying your payment...',
  verifyingDescription: 'This takes a few seconds. Please keep this page open.',
  confirmedTitle: 'Payment confirmed!',
  confirmedDescription: 'Your credits have been added to your balance.',
  failedTitle: 'Payment failed',
  failedDescription: 'Your payment could not be completed. No credits were added.',
  cancelledTitle: 'Payment cancelled',
  cancelledDescription: 'You cancelled the payment, so nothing was charged.',
  retry: 'Try again',
  backToBilling: 'Back to billing',
  contact: 'Contact us',
};

export const paymentStatusIconVariants = cva('inline-flex size-14 items-center justify-center rounded-full', {
  variants: {
    status: {
      verifying: 'bg-ds-primary/10 text-ds-primary-strong ds-dark:text-ds-primary',
      confirmed: 'bg-ds-success/10 text-ds-success',
      failed: 'bg-ds-danger/10 text-ds-danger-strong',
      cancelled: 'bg-ds-foreground/5 text-ds-muted',
    },
  },
});

const icons: Record<Exclude<PaymentStatusKind, 'verifying'>, ReactNode> = {
  confirmed: <CircleCheck aria-hidden="true" className="size-8" />,
  failed: <CircleX aria-hidden="true" className="size-8" />,
  cancelled: <CircleSlash aria-hidden="true" className="size-8" />,
};

export interface PaymentStatusProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Which view to show. */
  status: PaymentStatusKind;
  /** For `failed`: the reason to show (e.g. the server's text); the generic description otherwise. */
  message?: ReactNode;
  /** A fact under the description, e.g. the amount that was not charged. */
  detail?: ReactNode;
  /** Where "Try again" leads (cancelled and failed views); without it the button is not shown. */
  retryHref?: string;
  /** Where "Back to billing" leads (every view but verifying); without it the link is not shown. */
  billingHref?: string;
  /** Where "Contact us" leads (cancelled and failed views); without it the link is not shown. */
  contactHref?: string;
  /** Renders the links, e.g. with the app's router; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Visible strings; English defaults. */
  labels?: Partial<PaymentStatusLabels>;
  /** Level of the title heading. */
  headingLevel?: 1 | 2 | 3;
}

/** The payment return page's states: verifying (with a spinner), confirmed, failed, cancelled. */
export function PaymentStatus({
  status,
  message,
  detail,
  retryHref,
  billingHref,
  contactHref,
  renderLink = renderAnchorLink,
  labels: labelOverrides,
  headingLevel = 1,
  className,
  ...rest
}: PaymentStatusProps) {
  const labels = { ...defaultPaymentStatusLabels, ...labelOverrides };
  const Heading = `h${headingLevel}` as const;
  const text = {
    verifying: [labels.verifyingTitle, labels.verifyingDescription],
    confirmed: [labels.confirmedTitle, labels.confirmedDescription],
    failed: [labels.failedTitle, message ?? labels.failedDescription],
    cancelled: [labels.cancelledTitle, labels.cancelledDescription],
  }[status];
  const unpaid = status === 'cancelled' || status === 'failed';
  const showRetry = retryHref !== undefined && unpaid;
  const showBilling = billingHref !== undefined && status !== 'verifying';
  const showContact = contactHref !== undefined && unpaid;

  return (
    <section
      data-slot="payment-status"
      data-status={status}
      aria-busy={status === 'verifying' || undefined}
      className={cn(
        'mx-auto flex w-full max-w-lg flex-col items-center gap-4 rounded-ds-xl border border-ds-border bg-ds-background px-6 py-10 text-center shadow-sm ds-sm:px-10',
        className,
      )}
      {...rest}
    >
      <span className={paymentStatusIconVariants({ status })}>
        {status === 'verifying' ? <Spinner size="lg" label="" /> : icons[status]}
      </span>
      {/* One live region for every state, so each change is read; a failure interrupts. */}
      <div
        role="status"
        aria-live={status === 'failed' ? 'assertive' : 'polite'}
        className="flex flex-col gap-2"
      >
        <Heading className="text-xl font-semibold text-ds-foreground">{text[0]}</Heading>
        <p className="text-ds-muted">{text[1]}</p>
        {detail ? (
          <p data-slot="payment-status-detail" className="font-medium text-ds-foreground">
            {detail}
          </p>
        ) : null}
      </div>
      {showRetry || showBilling ? (
        <div className="flex flex-wrap justify-center gap-3">
          {showRetry ? (
            <Button asChild>{renderLink({ href: retryHref, children: labels.retry })}</Button>
          ) : null}
          {showBilling ? (
            <Button asChild variant="outlined">
              {renderLink({ href: billingHref, children: labels.backToBilling })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {showContact ? (
        <p className="text-sm text-ds-muted">
          <Link asChild>{renderLink({ href: contactHref, children: labels.contact })}</Link>
        </p>
      ) : null}
    </section>
  );
}
