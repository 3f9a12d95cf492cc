export {
  SESSION_ROLES,
  type LiveSession,
  type SessionHealth,
  type SessionCounts,
  type SessionRole,
  type SessionState,
} from './live-session';
export {
  formatByteRate,
  formatBytes,
  formatCount,
  formatCountdown,
  formatDateTime,
  formatRate,
  formatTimeAgo,
} from './format-live-figures';
export {
  SessionHealthCells,
  defaultSessionHealthLabels,
  type SessionHealthCellsProps,
  type SessionHealthLabels,
} from './session-health';
export {
  SessionsTable,
  defaultSessionsTableLabels,
  type SessionsEmptyStep,
  type SessionsTableLabels,
  type SessionsTableProps,
} from './sessions-table';
export type { SessionFormatters } from './session-figures';
export { sessionStateLabel, type SessionStateLabels } from './session-rows';
export {
  BlockSessionsSwitch,
  defaultBlockSessionsSwitchLabels,
  type BlockSessionsSwitchLabels,
  type BlockSessionsSwitchProps,
} from './block-sessions-switch';
export {
  OnlineNowCard,
  defaultOnlineNowCardLabels,
  type OnlineNowCardLabels,
  type OnlineNowCardProps,
} from './online-now-card';
