import {
  ACTIVITY_KINDS,
  ActivityEventSchema,
  type ActivityEvent as KnownActivityEvent,
} from '@remoterl/contract/activity';
import { z } from 'zod';
import { getEnv } from '../config/env';
import { readContract, type FetchLike, type RequestOptions, signedInRequests } from './http';

// The account activity log (GET /gateway/activity): the newest 50 entries, newest first.

/** The kinds the contract names, for the page's labels. */
export { ACTIVITY_KINDS };

const isKnownKind = (kind: string) => (ACTIVITY_KINDS as readonly string[]).includes(kind);

/**
 * The contract's log, except that a kind this build does not know yet stays a string: the page
 * shows the kinds it names and leaves the rest out, rather than failing the whole card when the
 * server learns a new one first.
 */
const UnknownKindEventSchema = z.object({
  at: z.iso.datetime(),
  // A known kind must match its own details (ActivityEventSchema), never slip through here.
  kind: z.string().refine((kind) => !isKnownKind(kind)),
  source: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

const ActivityLogReadSchema = z.object({
  events: z.array(z.union([ActivityEventSchema, UnknownKindEventSchema])).max(50),
  nextCursor: z.string().nullable().optional(),
});

export type ActivityEvent = KnownActivityEvent | z.infer<typeof UnknownKindEventSchema>;

/** Whether this build knows an entry's kind, and so the shape of its details. */
export const isKnownActivity = (event: ActivityEvent): event is KnownActivityEvent => isKnownKind(event.kind);

export interface ActivityPage {
  events: ActivityEvent[];
  /** The cursor of the next (older) page; null on the last. */
  nextCursor: string | null;
}

export interface ActivityClient {
  fetchActivity(idToken: string, options?: RequestOptions): Promise<ActivityEvent[]>;
  /** One page of 50, older than `cursor` when given. */
  fetchActivityPage(
    idToken: string,
    cursor: string | undefined,
    options?: RequestOptions,
  ): Promise<ActivityPage>;
}

export function createActivityClient(baseUrl: string, fetchImpl: FetchLike = fetch): ActivityClient {
  return {
    async fetchActivity(idToken, options = {}) {
      const response = await signedInRequests(baseUrl, fetchImpl).get('activity', idToken, options);
      const log = await readContract(response, ActivityLogReadSchema, 'The activity call');
      return log.events;
    },
    async fetchActivityPage(idToken, cursor, options = {}) {
      const path = cursor ? `activity?cursor=${encodeURIComponent(cursor)}` : 'activity';
      const response = await signedInRequests(baseUrl, fetchImpl).get(path, idToken, options);
      const log = await readContract(response, ActivityLogReadSchema, 'The activity call');
      return { events: log.events, nextCursor: log.nextCursor ?? null };
    },
  };
}

let client: ActivityClient | undefined;

/** The activity client for this build's VITE_GATEWAY_URL. */
export function activityApi(): ActivityClient {
  client ??= createActivityClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
