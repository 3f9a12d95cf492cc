// The live view's event stream (GET /gateway/sessions/events, docs/decisions.md "Live-view
// streams"): the full snapshot first on every (re)connection, then JSON Patch deltas (RFC 6902)
// against the state of the event before, at most one message a second. Event ids go on from the
// client's Last-Event-ID, so a delta whose id is not the last one plus one means a gap: the client
// reconnects and starts again from a full snapshot. Nothing here names a snapshot field, so fields
// added to the snapshot travel in deltas unchanged.
import { z } from 'zod';
import { contractRegistry } from './registry.ts';

/** The SSE event names: the whole state, and a delta against the state of the previous event. */
export const SESSIONS_STREAM_EVENTS = { full: 'sessions', patch: 'sessions-patch' } as const;

/** One RFC 6902 operation as the server writes them (add, remove, replace). */
export const JsonPatchOperationSchema = z
  .union([
    z.object({ op: z.enum(['add', 'replace', 'test']), path: z.string(), value: z.unknown() }),
    z.object({ op: z.literal('remove'), path: z.string() }),
    z.object({ op: z.enum(['move', 'copy']), from: z.string(), path: z.string() }),
  ])
  .register(contractRegistry, {
    id: 'JsonPatchOperation',
    description: 'One JSON Patch (RFC 6902) operation.',
  });

export const SessionsPatchSchema = z.array(JsonPatchOperationSchema).register(contractRegistry, {
  id: 'SessionsPatch',
  description:
    'A delta of the sessions snapshot: JSON Patch (RFC 6902) against the state of the event whose id is one less. Sent as `event: sessions-patch`.',
});

export type SessionsPatch = z.infer<typeof SessionsPatchSchema>;
