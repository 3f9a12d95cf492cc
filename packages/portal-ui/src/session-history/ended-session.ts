// The end reasons, timeline events and refusal codes are the contract's: the gateway records them.
import { END_REASONS, REFUSAL_CODES, TIMELINE_EVENTS } from '@remoterl/contract/session-history';
import type { EndReason, RecordedRefusalCode, TimelineEventName } from '@remoterl/contract/session-history';

export { END_REASONS, TIMELINE_EVENTS };
export type { EndReason, TimelineEventName };

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

export interface TimelineEntry {
  at: string;
  event: TimelineEventName;
}

/** The refusal codes a key of the account can meet. */
export const REFUSAL_FIX_CODES = REFUSAL_CODES;
export type RefusalFixCode = RecordedRefusalCode;

/** Refusals of one code and key folded into one hour. */
export interface RefusalEntry {
  code: RefusalFixCode;
  keyFingerprint: string;
  client: string | null;
  firstAt: string;
  lastAt: string;
  count: number;
}
