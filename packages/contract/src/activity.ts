// The account activity log (GET /gateway/activity): what the backend records of an account's
// sign-ins, key regenerations, payments, threshold changes and session disconnects or blocks.
import { z } from 'zod';
import { contractRegistry } from './registry.ts';
import type { CallableOperation } from './operation-types.ts';

export const ACTIVITY_KINDS = [
  'sign_in',
  'key_regenerated',
  'payment',
  'threshold_changed',
  'session_disconnected',
  'sessions_blocked',
  'key_created',
  'session_refused',
  'key_revoked',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The fingerprint of a replaced key: `api_` and its first 8 hex digits, never the key. */
export const KEY_FINGERPRINT = /^api_[0-9a-f]{8}$/;

/** What each kind of entry says beyond its kind. */
export const ActivityDetailSchemas = {
  sign_in: z.object({}),
  /** The replaced key's fingerprint. */
  key_regenerated: z.object({ replaced: z.string().regex(KEY_FINGERPRINT) }),
  /** The amount credited, in US dollars, and the order it paid. */
  payment: z.object({ amount: z.number().nonnegative(), orderId: z.string() }),
  /** The new low-credit warning threshold, in whole US dollars. */
  threshold_changed: z.object({ lowCreditThreshold: z.number().int().nonnegative() }),
  /** The session that was disconnected. */
  session_disconnected: z.object({ sessionId: z.string() }),
  /** Whether new sessions are now blocked (false: allowed again). */
  sessions_blocked: z.object({ blocked: z.boolean() }),
  /** The new account's first key, by fingerprint. */
  key_created: z.object({ fingerprint: z.string().regex(KEY_FINGERPRINT) }),
  /** The first refusal of this code and key in its hour; the rest are folded (GET /gateway/sessions/refusals). */
  /** The revoked named key's id. */
  key_revoked: z.object({ keyId: z.string() }),
  session_refused: z.object({ code: z.string(), keyFingerprint: z.string().regex(KEY_FINGERPRINT) }),
} as const satisfies Record<ActivityKind, z.ZodType>;

export type ActivityDetails = { [Kind in ActivityKind]: z.infer<(typeof ActivityDetailSchemas)[Kind]> };

const entry = <Kind extends ActivityKind>(kind: Kind) =>
  z.object({
    /** ISO time the server recorded it. */
    at: z.iso.datetime(),
    kind: z.literal(kind),
    /** The network address the request came from, as the server saw it. */
    source: z.string(),
    detail: ActivityDetailSchemas[kind],
  });

export const ActivityEventSchema = z
  .discriminatedUnion('kind', [
    entry('sign_in'),
    entry('key_regenerated'),
    entry('payment'),
    entry('threshold_changed'),
    entry('session_disconnected'),
    entry('sessions_blocked'),
    entry('key_created'),
    entry('session_refused'),
    entry('key_revoked'),
  ])
  .register(contractRegistry, {
    id: 'ActivityEvent',
    description:
      'One entry of the append-only account log: sign_in, key_regenerated ({replaced: fingerprint}), ' +
      'payment ({amount, orderId}), threshold_changed ({lowCreditThreshold}), ' +
      'session_disconnected ({sessionId}), sessions_blocked ({blocked}), key_created ({fingerprint}), ' +
      'session_refused ({code, keyFingerprint}: the first of its code and key in an hour).',
  });

export const ActivityLogSchema = z
  .object({
    events: z.array(ActivityEventSchema).max(50),
    /** Pass as `cursor` for the next (older) 50; null on the last page. */
    nextCursor: z.string().nullable().optional(),
  })
  .register(contractRegistry, { id: 'ActivityLog', description: 'Up to 50 entries, newest first.' });

export type ActivityLog = z.infer<typeof ActivityLogSchema>;
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;
export type ActivityDetail = ActivityDetails[ActivityKind];

/**
 * The activity log operations as clients call them and the backend serves them, by id
 * (docs/decisions.md, "One call by operation id"); the operation list takes their method, path
 * and OK answer from here.
 */
export const ACTIVITY_OPERATIONS = {
  listActivity: {
    id: 'listActivity',
    method: 'get',
    path: '/gateway/activity',
    ok: { status: 200, schema: ActivityLogSchema },
  },
} as const satisfies Record<string, CallableOperation>;
