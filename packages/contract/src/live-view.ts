// The live view's gateway messages (the portal's /user/sessions): the account's online
// sessions, and the switch that blocks new ones.
import { USAGE_ROLES } from '@remoterl/product';
import { z } from 'zod';
import { contractRegistry } from './registry.ts';

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
    bytesIn: z.number().int().nonnegative(),
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
  })
  .register(contractRegistry, { id: 'SessionRow', description: 'One online session of the account.' });

export const SessionsSnapshotSchema = z
  .object({
    /** New sessions are refused (AUTH-005) while true. */
    blocked: z.boolean(),
    /** Oldest first. */
    sessions: z.array(SessionRowSchema),
    counts: z.object({ simulator: z.number().int().nonnegative(), trainer: z.number().int().nonnegative() }),
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

export type SessionRow = z.infer<typeof SessionRowSchema>;
export type SessionsSnapshot = z.infer<typeof SessionsSnapshotSchema>;
export * from './live-view-stream.ts';
