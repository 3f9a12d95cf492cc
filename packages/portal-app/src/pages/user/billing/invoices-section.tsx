import { DashboardCard, InvoiceTable } from '@remoterl/portal-ui';
import { ReceiptText } from '@ccnets/design-system/icons';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../api/gateway';
import { describeInvoice } from './describe-invoice';

export interface InvoicesSectionProps {
  /** The invoices from the backend, newest first; undefined while loading. */
  invoices: readonly Invoice[] | undefined;
  loading: boolean;
  formatUsd: (amount: number) => string;
}

/** The billing page's invoice table with its download links, or "No invoice yet". */
export function InvoicesSection({ invoices, loading, formatUsd }: InvoicesSectionProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const formatDate = (isoDate: string) => {
    const date = new Date(isoDate);
    return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
  };
  return (
    <DashboardCard title={t('account.billing.invoices.title')} icon={<ReceiptText />}>
      <InvoiceTable
        invoices={(invoices ?? []).map((invoice) => ({
          ...invoice,
          description: describeInvoice(invoice, t),
        }))}
        loading={loading}
        hideCaption
        formatDate={formatDate}
        formatPrice={formatUsd}
        labels={{
          caption: t('account.billing.invoices.title'),
          date: t('account.billing.invoices.date'),
          description: t('account.billing.invoices.description'),
          price: t('account.billing.invoices.price'),
          download: t('account.billing.invoices.download'),
          downloadLink: t('account.billing.invoices.download'),
          empty: t('account.billing.invoices.empty'),
          loading: t('account.billing.invoices.loading'),
        }}
      />
    </DashboardCard>
  );
}
