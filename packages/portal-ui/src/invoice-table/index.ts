export {
  InvoiceTable,
  defaultInvoiceTableLabels,
  formatInvoiceDate,
  type Invoice,
  type InvoiceTableLabels,
  type InvoiceTableProps,
} from './invoice-table';
