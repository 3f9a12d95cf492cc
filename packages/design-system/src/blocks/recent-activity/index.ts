export { ACTIVITY_KINDS, type ActivityEntry, type ActivityKind } from './activity-entry';
export { activityLabel, formatActivityTime, formatSourceAddress } from './format-activity';
export {
  RecentActivity,
  defaultRecentActivityLabels,
  type RecentActivityLabels,
  type RecentActivityProps,
} from './recent-activity';
