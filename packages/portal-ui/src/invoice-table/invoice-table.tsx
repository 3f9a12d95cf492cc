import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn, Link, Table, type TableColumn, type TableProps } from '@ccnets/design-system';
import { InvoiceList } from './invoice-list';
import { formatUsd } from '../billing-summary/format-usd';

/** An invoice (docs/product.md#billing): id, date (ISO), description, price in dollars and a download address. */
export interface Invoice {
  id: string;
  date: string;
  description: string;
  price: number;
  downloadUrl: string;
}

export interface InvoiceTableLabels {
  caption: string;
  date: string;
  description: string;
  price: string;
  download: string;
  /** Visible text of each download link; the invoice's date and description are added for screen readers. */
  downloadLink: string;
  empty: string;
  loading: string;
}

/** The English wording (docs/product.md#billing). */
export const defaultInvoiceTableLabels: InvoiceTableLabels = {
  caption: 'Invoices',
  date: 'Date',
  description: 'Description',
  price: 'Price',
  download: 'Download',
  downloadLink: 'Download',
  empty: 'No invoice yet',
  loading: 'Loading invoices',
};

const englishDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Sep 26, 2025", read in UTC so an invoice shows the same day on every machine. */
export function formatInvoiceDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : englishDate.format(date);
}

export interface InvoiceTableProps extends Omit<
  TableProps<Invoice>,
  'columns' | 'rows' | 'rowKey' | 'caption' | 'emptyState' | 'loadingLabel'
> {
  /** The invoices, newest first as the backend sends them. */
  invoices: readonly Invoice[];
  /** Formats the ISO date; English medium dates in UTC by default. */
  formatDate?: (isoDate: string) => ReactNode;
  /** Formats the price; US dollars in English by default. */
  formatPrice?: (price: number) => ReactNode;
  /** Visible strings; English by default. */
  labels?: Partial<InvoiceTableLabels>;
}

/**
 * The billing page's invoices: Date, Description, Price and a Download link, or "No invoice yet".
 * Below the `sm` breakpoint the same invoices show as stacked rows (only one of the two is
 * displayed, so assistive technology meets one), because four columns do not fit a phone.
 */
export function InvoiceTable({
  invoices,
  formatDate = formatInvoiceDate,
  formatPrice = formatUsd,
  labels: labelOverrides,
  loading,
  containerClassName,
  ...tableProps
}: InvoiceTableProps) {
  const labels = { ...defaultInvoiceTableLabels, ...labelOverrides };
  const columns: TableColumn<Invoice>[] = [
    {
      id: 'date',
      header: labels.date,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (invoice) => <time dateTime={invoice.date}>{formatDate(invoice.date)}</time>,
    },
    { id: 'description', header: labels.description, cell: (invoice) => invoice.description },
    {
      id: 'price',
      header: labels.price,
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (invoice) => formatPrice(invoice.price),
    },
    {
      id: 'download',
      header: labels.download,
      align: 'end',
      cell: (invoice) => (
        // The invoice is a file on the payment provider's side, not an in-app route.
        <Link
          href={invoice.downloadUrl}
          download
          className="inline-flex items-center gap-1.5 whitespace-nowrap"
        >
          <Download aria-hidden="true" className="size-4" />
          {labels.downloadLink}
          <span className="sr-only">
            {' '}
            {formatDate(invoice.date)}, {invoice.description}
          </span>
        </Link>
      ),
    },
  ];

  return (
    <>
      <Table
        columns={columns}
        rows={invoices}
        rowKey="id"
        caption={labels.caption}
        emptyState={labels.empty}
        loading={loading}
        loadingLabel={labels.loading}
        containerClassName={cn('max-sm:hidden', containerClassName)}
        {...tableProps}
      />
      <InvoiceList
        className="ds-sm:hidden"
        invoices={invoices}
        label={labels.caption}
        loading={loading}
        loadingLabel={labels.loading}
        emptyState={labels.empty}
        downloadLink={labels.downloadLink}
        formatDate={formatDate}
        formatPrice={formatPrice}
      />
    </>
  );
}
