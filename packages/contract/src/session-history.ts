// The sessions console (docs/decisions.md, "Session history" and "Refused connections"): ended
// sessions with their totals, cost and end reason, and the refusals of keys that identify the
// account, folded per code, key and hour.
import { USAGE_ROLES } from '@remoterl/product';
import { z } from 'zod';
import { KEY_FINGERPRINT } from './activity.ts';
import { contractRegistry } from './registry.ts';
import type { CallableOperation } from './operation-types.ts';

/** Why a session ended, in the order the console lists them. */
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

/** The refusals a key that identifies an account can meet, and so the ones recorded for it. */
export const REFUSAL_CODES = ['AUTH-003', 'AUTH-004', 'AUTH-005', 'QUO-001', 'QUO-002'] as const;

/** What a session's timeline records, in the order they can happen. */
export const TIMELINE_EVENTS = ['connected', 'paired', 'paused', 'resumed', 'held', 'ended'] as const;

export type EndReason = (typeof END_REASONS)[number];
export type TimelineEventName = (typeof TIMELINE_EVENTS)[number];
export type RecordedRefusalCode = (typeof REFUSAL_CODES)[number];

const SESSION_ID = z.string().regex(/^[0-9a-f]{8}$/);
/** `api_` and the key's first 8 hex digits, never the key. */
const FINGERPRINT = z.string().regex(KEY_FINGERPRINT);

export const TimelineEventSchema = z.object({
  at: z.iso.datetime(),
  event: z.enum(TIMELINE_EVENTS),
});

export const HistorySessionSchema = z
  .object({
    id: SESSION_ID,
    role: z.enum(USAGE_ROLES),
    startedAt: z.iso.datetime(),
    endedAt: z.iso.datetime(),
    durationMs: z.number().int().nonnegative(),
    /** A simulator's trainer, or the last simulator a trainer served; null if never paired. */
    peer: SESSION_ID.nullable(),
    keyFingerprint: FINGERPRINT,
    /** The client's name/version from its hello, when it sent one. */
    client: z.string().nullable(),
    /** Bytes the client process sent and received (its own point of view). */
    sentBytes: z.number().int().nonnegative(),
    receivedBytes: z.number().int().nonnegative(),
    /** Binary frames (steps) the process sent that were relayed. */
    frames: z.number().int().nonnegative(),
    /** Data metered for the session's connected time (docs/decisions.md, "Metering"). */
    meteredKilobytes: z.number().int().nonnegative(),
    /** Pay-as-you-go: its cost in cents; Free: null. */
    costCents: z.number().int().nonnegative().nullable(),
    /** Free: its share of the monthly allowance, 0..1; pay-as-you-go: null. */
    allowanceShare: z.number().nonnegative().nullable(),
    endReason: z.enum(END_REASONS),
    /** The refusal or close code the client saw (AUTH-003, 4008, 1000...). */
    endCode: z.string(),
  })
  .register(contractRegistry, { id: 'HistorySession', description: 'One ended session of the account.' });

export const SessionHistoryPageSchema = z
  .object({
    sessions: z.array(HistorySessionSchema),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .register(contractRegistry, {
    id: 'SessionHistoryPage',
    description: 'Ended sessions, newest first, one page.',
  });

export const HistorySessionDetailSchema = z
  .object({ session: HistorySessionSchema, timeline: z.array(TimelineEventSchema) })
  .register(contractRegistry, {
    id: 'HistorySessionDetail',
    description: 'One ended session and its timeline.',
  });

/** The history filters the gateway accepts; anything else in the query is refused. */
export const SessionHistoryQuerySchema = z
  .object({
    role: z.enum(USAGE_ROLES).optional(),
    reason: z.enum(END_REASONS).optional(),
    /** Inclusive UTC dates (YYYY-MM-DD) of the session's end. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    cursor: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'] });

export type SessionHistoryQuery = z.infer<typeof SessionHistoryQuerySchema>;

export const RefusalSchema = z
  .object({
    code: z.enum(REFUSAL_CODES),
    keyFingerprint: FINGERPRINT,
    client: z.string().nullable(),
    firstAt: z.iso.datetime(),
    lastAt: z.iso.datetime(),
    /** Refusals of this code and key folded into this hour. */
    count: z.number().int().positive(),
  })
  .register(contractRegistry, {
    id: 'Refusal',
    description: 'Refused connections of one code and key within one UTC hour, folded.',
  });

export const RefusalListSchema = z
  .object({ refusals: z.array(RefusalSchema).max(100) })
  .register(contractRegistry, {
    id: 'RefusalList',
    description: 'The newest folded refusals, newest first.',
  });

export type TimelineEvent = z.infer<typeof TimelineEventSchema>;
export type HistorySession = z.infer<typeof HistorySessionSchema>;
export type SessionHistoryPage = z.infer<typeof SessionHistoryPageSchema>;
export type HistorySessionDetail = z.infer<typeof HistorySessionDetailSchema>;
export type Refusal = z.infer<typeof RefusalSchema>;
export type RefusalList = z.infer<typeof RefusalListSchema>;

/**
 * The session history operations as clients call them and the backend serves them, by id
 * (docs/decisions.md, "One call by operation id"); the operation list takes their method, path
 * and OK answer from here.
 */
export const SESSION_HISTORY_OPERATIONS = {
  listSessionHistory: {
    id: 'listSessionHistory',
    method: 'get',
    path: '/gateway/sessions/history',
    ok: { status: 200, schema: SessionHistoryPageSchema },
  },
  getHistorySession: {
    id: 'getHistorySession',
    method: 'get',
    path: '/gateway/sessions/history/{id}',
    ok: { status: 200, schema: HistorySessionDetailSchema },
  },
  listRefusals: {
    id: 'listRefusals',
    method: 'get',
    path: '/gateway/sessions/refusals',
    ok: { status: 200, schema: RefusalListSchema },
  },
} as const satisfies Record<string, CallableOperation>;
