// The account activity log (GET /gateway/activity): what the backend records of an account's
// sign-ins, key regenerations, payments, threshold changes and session disconnects or blocks.
import { z } from 'zod';
import { contractRegistry } from './registry.ts';

export const ACTIVITY_KINDS = [
  'sign_in',
  'key_regenerated',
  'payment',
  'threshold_changed',
  'session_disconnected',
  'sessions_blocked',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What an entry says beyond its kind: a few flat values (never a key, only its fingerprint). */
export const ActivityDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export const ActivityEventSchema = z
  .object({
    /** ISO time the server recorded it. */
    at: z.iso.datetime(),
    kind: z.enum(ACTIVITY_KINDS),
    /** The network address the request came from, as the server saw it. */
    source: z.string(),
    detail: ActivityDetailSchema,
  })
  .register(contractRegistry, {
    id: 'ActivityEvent',
    description:
      'One entry of the append-only account log: sign_in, key_regenerated ({replaced: fingerprint}), ' +
      'payment ({amount, orderId}), threshold_changed ({lowCreditThreshold}), ' +
      'session_disconnected ({sessionId}), sessions_blocked ({blocked}).',
  });

export const ActivityLogSchema = z
  .object({ events: z.array(ActivityEventSchema).max(50) })
  .register(contractRegistry, { id: 'ActivityLog', description: 'The newest 50 entries, newest first.' });

export type ActivityLog = z.infer<typeof ActivityLogSchema>;
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;
