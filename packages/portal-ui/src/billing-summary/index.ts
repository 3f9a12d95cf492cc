export {
  BillingSummary,
  defaultBillingSummaryLabels,
  type BillingSummaryLabels,
  type BillingSummaryProps,
} from './billing-summary';
export { formatUsd } from './format-usd';
