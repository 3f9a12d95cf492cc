export {
  END_REASONS,
  REFUSAL_FIX_CODES,
  TIMELINE_EVENTS,
  type EndReason,
  type EndedSession,
  type RefusalEntry,
  type RefusalFixCode,
  type TimelineEntry,
  type TimelineEventName,
} from './ended-session';
export {
  defaultEndReasonLabels,
  defaultRefusalFixes,
  defaultTimelineLabels,
  formatSessionDuration,
  type EndReasonLabels,
} from './history-labels';
export { formatSessionCost } from './format-session-cost';
export {
  RefusalFeed,
  defaultRefusalFeedLabels,
  type RefusalFeedLabels,
  type RefusalFeedProps,
} from './refusal-feed';
export {
  SessionHistoryTable,
  defaultSessionHistoryLabels,
  type SessionHistoryLabels,
  type SessionHistoryTableProps,
} from './session-history-table';
export {
  SessionTimeline,
  defaultSessionTimelineLabels,
  type SessionTimelineLabels,
  type SessionTimelineProps,
} from './session-timeline';
