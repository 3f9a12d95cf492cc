export type { ActivityEntry, ActivityKind } from './activity-entry';
export {
  activityDetail,
  activityLabel,
  formatActivityTime,
  formatSourceAddress,
  type ActivityDetailLabels,
} from './format-activity';
export {
  RecentActivity,
  defaultRecentActivityLabels,
  type RecentActivityLabels,
  type RecentActivityProps,
} from './recent-activity';
