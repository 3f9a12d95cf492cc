/** Why a session ended; the gateway's history uses these names. */
export const END_REASONS = [
  'closed_by_client',
  'disconnected_from_dashboard',
  'key_regenerated',
  'credit_exhausted',
  'blocked',
  'slow_reader',
  'heartbeat_lost',
  'service_shutdown',
  'protocol_error',
] as const;

export type EndReason = (typeof END_REASONS)[number];

/** One ended session, as the history blocks show it. */
export interface EndedSession {
  id: string;
  role: 'simulator' | 'trainer';
  startedAt: string;
  endedAt: string;
  durationMs: number;
  peer: string | null;
  /** `api_` and the key's first 8 hex digits. */
  keyFingerprint: string;
  client: string | null;
  /** Bytes the client process sent and received, as it counts them. */
  sentBytes: number;
  receivedBytes: number;
  frames: number;
  meteredKilobytes: number;
  /** Pay-as-you-go: the session's cost in cents; null on Free. */
  costCents: number | null;
  /** Free: its share of the monthly allowance (0..1); null on pay-as-you-go. */
  allowanceShare: number | null;
  endReason: EndReason;
  /** The code the client saw: AUTH-003, 4008, 1000... */
  endCode: string;
}

export type TimelineEventName = 'connected' | 'paired' | 'paused' | 'resumed' | 'held' | 'ended';

export interface TimelineEntry {
  at: string;
  event: TimelineEventName;
}

/** The refusal codes a key of the account can meet. */
export const REFUSAL_FIX_CODES = ['AUTH-003', 'AUTH-004', 'AUTH-005', 'QUO-001', 'QUO-002'] as const;
export type RefusalFixCode = (typeof REFUSAL_FIX_CODES)[number];

/** Refusals of one code and key folded into one hour. */
export interface RefusalEntry {
  code: RefusalFixCode;
  keyFingerprint: string;
  client: string | null;
  firstAt: string;
  lastAt: string;
  count: number;
}
