import type { ActivityKind } from '@remoterl/contract/activity';

// The kinds are the contract's (the gateway's activity log records them): one list, no copy to hold equal.
export type { ActivityKind };

/** One entry of an account's activity log, as the block shows it. */
export interface ActivityEntry {
  /** ISO date and time the change was recorded. */
  at: string;
  kind: ActivityKind;
  /** The network address the change came from, as the server saw it. */
  source: string;
  /**
   * What the entry says beyond its kind, as the server sends it. The block shows a line for
   * `payment` (`amount`, US dollars), `threshold_changed` (`lowCreditThreshold`, whole dollars,
   * 0 is off), `key_regenerated` (`replaced`, the old key's fingerprint `api_` + 8 hex) and
   * `session_disconnected` (`sessionId`), and reads `blocked: false` of a `sessions_blocked`
   * entry (new sessions allowed again). A value missing or of another type shows no line.
   */
  detail?: Readonly<Record<string, string | number | boolean>>;
}
