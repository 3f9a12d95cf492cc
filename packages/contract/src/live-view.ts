// The live view's gateway messages (the portal's /user/sessions): the account's online
// sessions, and the switch that blocks new ones.
import { USAGE_ROLES } from '@remoterl/product';
import { z } from 'zod';
import { LiveUsageSchema } from './live-usage.ts';
import { RefusalSchema } from './session-history.ts';
import type { CallableOperation, OperationRoute } from './operation-types.ts';
import { contractRegistry } from './registry.ts';

export { LiveUsageSchema, type LiveUsage } from './live-usage.ts';

export const SessionHealthSchema = z
  .object({
    /** Environment steps: observations a simulator sent, or a trainer received, per second. */
    stepsPerSecond: z.number().nonnegative(),
    /** Binary frames relayed per second, both ways. */
    framesPerSecond: z.number().nonnegative(),
    /** From the process's point of view: bytes it sent, and received, per second. */
    sentBytesPerSecond: z.number().nonnegative(),
    receivedBytesPerSecond: z.number().nonnegative(),
    /** The last WebSocket heartbeat's round trip (server ping to client pong); null before one. */
    roundTripMs: z.number().nonnegative().nullable(),
    /** Whole seconds since the last heartbeat was heard; null before the first. */
    heartbeatAgeSeconds: z.int().nonnegative().nullable(),
  })
  .register(contractRegistry, {
    id: 'SessionHealth',
    description: 'One session’s live rates and heartbeat.',
  });

export const SessionRowSchema = z
  .object({
    /** 8 lowercase hex digits, as the client prints it (`Connected | trainer=cbb65cd2`). */
    id: z.string().regex(/^[0-9a-f]{8}$/),
    role: z.enum(USAGE_ROLES),
    /** waiting: no peer yet; paused: no data left (grace running); held: dropped, awaiting resume. */
    state: z.enum(['active', 'waiting', 'paused', 'held']),
    connectedAt: z.iso.datetime(),
    /** Last ping or pong seen; null before the first. */
    lastHeartbeatAt: z.iso.datetime().nullable(),
    /** Bytes the client process received (the server wrote to it): its own point of view. */
    bytesIn: z.number().int().nonnegative(),
    /** Bytes the client process sent (the server read from it). */
    bytesOut: z.number().int().nonnegative(),
    /** Binary frames (steps) this session sent that were relayed. */
    frames: z.number().int().nonnegative(),
    /** A simulator's trainer; null for a trainer or a waiting simulator. */
    peer: z
      .string()
      .regex(/^[0-9a-f]{8}$/)
      .nullable(),
    /** `api_` and the key's first 8 hex digits. */
    keyPrefix: z.string(),
    /** A trainer's simulators (ids), so the page can show which simulator feeds which trainer. */
    simulators: z.array(z.string().regex(/^[0-9a-f]{8}$/)),
    /** Health over the last second or so (docs/decisions.md, "Live health"). */
    health: SessionHealthSchema,
    /** While held after a drop: until when its token can resume it; null otherwise. */
    resumableUntil: z.iso.datetime().nullable(),
    /** Data this session has metered so far, and what it cost (null on Free: no money). */
    meteredGb: z.number().nonnegative(),
    costUsd: z.number().nonnegative().nullable(),
  })
  .register(contractRegistry, { id: 'SessionRow', description: 'One online session of the account.' });

/** How many folded refusals the live view carries: the feed's newest, not the whole record. */
export const LIVE_REFUSALS = 20;

export const SessionsSnapshotSchema = z
  .object({
    /** New sessions are refused (AUTH-005) while true. */
    blocked: z.boolean(),
    /** Oldest first. */
    sessions: z.array(SessionRowSchema),
    counts: z.object({ simulator: z.number().int().nonnegative(), trainer: z.number().int().nonnegative() }),
    /** While the account is paused for lack of data (AUTH-004): when the grace ends; null otherwise. */
    graceEndsAt: z.iso.datetime().nullable(),
    /** Spend, burn rate and runway, live. */
    usage: LiveUsageSchema,
    /** The newest folded refused connections, newest first (docs/decisions.md, "Refused connections"). */
    refusals: z.array(RefusalSchema).max(LIVE_REFUSALS),
  })
  .register(contractRegistry, {
    id: 'SessionsSnapshot',
    description:
      'The account’s online sessions. The events stream sends it whole as `event: sessions` first on every (re)connection, then deltas (`event: sessions-patch`) at most once a second.',
  });

export const SessionBlockSchema = z.object({ blocked: z.boolean() }).strict().register(contractRegistry, {
  id: 'SessionBlock',
  description: 'Block (true) or allow (false) new sessions.',
});

/**
 * The live view's calls by id (docs/decisions.md, "One call by operation id"): the portal calls
 * them, the backend mounts them and the operation list documents them from here.
 */
export const LIVE_VIEW_OPERATIONS = {
  listSessions: {
    id: 'listSessions',
    method: 'get',
    path: '/gateway/sessions',
    ok: { status: 200, schema: SessionsSnapshotSchema },
  },
  setSessionsBlocked: {
    id: 'setSessionsBlocked',
    method: 'post',
    path: '/gateway/sessions/block',
    ok: { status: 200, schema: SessionBlockSchema },
  },
} as const satisfies Record<string, CallableOperation>;

/** The live view's routes with no JSON answer: the event stream and Disconnect (204). */
export const LIVE_VIEW_ROUTES = {
  sessionEvents: { id: 'sessionEvents', method: 'get', path: '/gateway/sessions/events' },
  disconnectSession: { id: 'disconnectSession', method: 'post', path: '/gateway/sessions/{id}/disconnect' },
} as const satisfies Record<string, OperationRoute>;

export type SessionHealth = z.infer<typeof SessionHealthSchema>;
export type SessionRow = z.infer<typeof SessionRowSchema>;
export type SessionsSnapshot = z.infer<typeof SessionsSnapshotSchema>;
export * from './live-view-stream.ts';
