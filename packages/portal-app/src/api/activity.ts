import {
  ACTIVITY_KINDS,
  ACTIVITY_OPERATIONS,
  ActivityEventSchema,
  type ActivityEvent as KnownActivityEvent,
} from '@remoterl/contract/activity';
import { z } from 'zod';
import { getEnv } from '../config/env';
import { readContract, signedInSends, type FetchLike, type RequestOptions } from './http';

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

/**
 * Sends to ACTIVITY_OPERATIONS.listActivity by id, but reads the answer with the lenient schema
 * above rather than the operation's own, so a kind this build does not know stays readable.
 */
export function createActivityClient(baseUrl: string, fetchImpl: FetchLike = fetch): ActivityClient {
  const send = signedInSends(baseUrl, fetchImpl);
  const page = async (idToken: string, cursor: string | undefined, options: RequestOptions | undefined) =>
    readContract(
      await send(ACTIVITY_OPERATIONS.listActivity, idToken, { query: { cursor }, options }),
      ActivityLogReadSchema,
      'The activity call',
    );
  return {
    fetchActivity: async (idToken, options) => (await page(idToken, undefined, options)).events,
    async fetchActivityPage(idToken, cursor, options) {
      const log = await page(idToken, cursor, options);
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
