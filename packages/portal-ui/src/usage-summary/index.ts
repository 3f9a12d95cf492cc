export {
  UsageSummary,
  defaultUsageSummaryLabels,
  type UsageSummaryLabels,
  type UsageSummaryProps,
} from './usage-summary';
export { UsageMeter, type UsageMeterProps } from './usage-meter';
export { formatGb } from './format-gb';
