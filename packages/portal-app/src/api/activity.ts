import {
  ActivityEventSchema,
  ActivityLogSchema,
  type ActivityEvent as KnownActivityEvent,
} from '@remoterl/contract/activity';
import { z } from 'zod';
import { getEnv } from '../config/env';
import { bearer, joinUrl, readContract, withTimeout, type FetchLike, type RequestOptions } from './http';

// The account activity log (GET /gateway/activity): the newest 50 entries, newest first.

/**
 * The contract's log, except that a kind this build does not know yet stays a string: the page
 * shows the kinds it names and leaves the rest out, rather than failing the whole card when the
 * server learns a new one first.
 */
const ActivityLogReadSchema = ActivityLogSchema.extend({
  events: z.array(ActivityEventSchema.extend({ kind: z.string() })).max(50),
});

export type ActivityEvent = Omit<KnownActivityEvent, 'kind'> & { kind: string };

export interface ActivityClient {
  fetchActivity(idToken: string, options?: RequestOptions): Promise<ActivityEvent[]>;
}

export function createActivityClient(baseUrl: string, fetchImpl: FetchLike = fetch): ActivityClient {
  return {
    async fetchActivity(idToken, options = {}) {
      const response = await fetchImpl(joinUrl(baseUrl, 'activity'), {
        headers: { Accept: 'application/json', ...bearer(idToken) },
        signal: withTimeout(options.signal),
      });
      const log = await readContract(response, ActivityLogReadSchema, 'The activity call');
      return log.events;
    },
  };
}

let client: ActivityClient | undefined;

/** The activity client for this build's VITE_GATEWAY_URL. */
export function activityApi(): ActivityClient {
  client ??= createActivityClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
