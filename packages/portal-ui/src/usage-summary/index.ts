export {
  UsageSummary,
  defaultUsageSummaryLabels,
  type UsageSummaryLabels,
  type UsageSummaryProps,
} from './usage-summary';
export { UsageMeter, type UsageMeterProps } from './usage-meter';
export { formatGb } from './format-gb';
export {
  RunwayLine,
  defaultRunwayLineLabels,
  runwayParts,
  type Runway,
  type RunwayFigures,
  type RunwayLineLabels,
  type RunwayLineProps,
  type RunwayWarning,
} from './runway-line';
export {
  UsageCost,
  defaultUsageCostLabels,
  type UsageCostFigures,
  type UsageCostLabels,
  type UsageCostProps,
} from './usage-cost';
export { formatDollars, formatDuration, formatGigabytes, formatMoment } from './format-runway';
