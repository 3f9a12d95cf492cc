import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn, Link, Spinner } from '@ccnets/design-system';

/** What the stacked list needs of an invoice (the table's `Invoice`). */
export interface InvoiceListItem {
  id: string;
  date: string;
  description: string;
  price: number;
  downloadUrl: string;
}

export interface InvoiceListProps {
  invoices: readonly InvoiceListItem[];
  /** The list's accessible name (the table's caption). */
  label: string;
  loading?: boolean;
  loadingLabel: string;
  emptyState: ReactNode;
  downloadLink: string;
  formatDate: (isoDate: string) => ReactNode;
  formatPrice: (price: number) => ReactNode;
  className?: string;
}

/**
 * The invoices as stacked rows, for screens too narrow for four columns: each invoice is one
 * block with its date and price on top, the description under them and the download link last,
 * so nothing is clipped and no sideways scrolling is needed.
 */
export function InvoiceList({
  invoices,
  label,
  loading = false,
  loadingLabel,
  emptyState,
  downloadLink,
  formatDate,
  formatPrice,
  className,
}: InvoiceListProps) {
  if (loading) {
    return (
      <div data-slot="invoice-list" aria-busy="true" className={cn('py-8 text-center', className)}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (invoices.length === 0) {
    return (
      <p data-slot="invoice-list" className={cn('py-8 text-center text-ds-muted', className)}>
        {emptyState}
      </p>
    );
  }
  return (
    <ul data-slot="invoice-list" aria-label={label} className={cn('flex flex-col', className)}>
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          className="flex flex-col gap-1 border-b border-ds-border py-3 first:pt-0 last:border-b-0"
        >
          <div className="flex items-baseline justify-between gap-4">
            <time dateTime={invoice.date} className="font-medium text-ds-foreground">
              {formatDate(invoice.date)}
            </time>
            <span className="font-medium whitespace-nowrap text-ds-foreground tabular-nums">
              {formatPrice(invoice.price)}
            </span>
          </div>
          <p className="text-sm break-words text-ds-muted">{invoice.description}</p>
          <Link
            href={invoice.downloadUrl}
            download
            className="inline-flex w-fit items-center gap-1.5 py-1 text-sm"
          >
            <Download aria-hidden="true" className="size-4" />
            {downloadLink}
            <span className="sr-only">
              {' '}
              {formatDate(invoice.date)}, {invoice.description}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
