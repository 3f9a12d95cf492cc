/** The kinds of account activity the block names; the gateway's activity log records these. */
export const ACTIVITY_KINDS = [
  'sign_in',
  'key_regenerated',
  'payment',
  'threshold_changed',
  'session_disconnected',
  'sessions_blocked',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One entry of an account's activity log, as the block shows it. */
export interface ActivityEntry {
  /** ISO date and time the change was recorded. */
  at: string;
  kind: ActivityKind;
  /** The network address the change came from, as the server saw it. */
  source: string;
  /**
   * What the entry says beyond its kind, as the server sends it. The block reads
   * `blocked: false` of a `sessions_blocked` entry (new sessions allowed again).
   */
  detail?: Readonly<Record<string, string | number | boolean>>;
}
