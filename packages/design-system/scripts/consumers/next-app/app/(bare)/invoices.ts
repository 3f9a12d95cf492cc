import type { TableProps } from '@ccnets/design-system/table';

interface Invoice {
  id: string;
  date: string;
  price: number;
}

/** The one table both Table pages render: on the server, and through a client module. */
export const invoicesTable = {
  caption: 'Invoices',
  rowKey: 'id',
  columns: [
    { field: 'date', header: 'Date', format: 'date', rowHeader: true },
    { field: 'price', header: 'Price', format: 'currency', align: 'end' },
  ],
  rows: [{ id: 'inv-1', date: '2025-08-03', price: 14 }],
} satisfies TableProps<Invoice>;
