export {
  UsageDaily,
  defaultUsageDailyLabels,
  type UsageDailyLabels,
  type UsageDailyProps,
} from './usage-daily';
export { UsageDailyTable, type UsageDailyTableLabels, type UsageDailyTableProps } from './usage-daily-table';
export {
  hasNoUsage,
  sortUsageRows,
  type SortDirection,
  type UsageDayRow,
  type UsageSeries,
  type UsageSortKey,
} from './usage-rows';
