import { z } from 'zod';
import { getEnv } from '../config/env';
import { bearer, joinUrl, readOk, withTimeout, type FetchLike, type RequestOptions } from './http';

// The account activity log (GET /gateway/activity): the newest 50 entries, newest first. Kept
// apart and small: the response parsing is to move into the shared contract package.

export const activityEventSchema = z.object({
  at: z.string(),
  /** A kind this build may not know yet stays a string; the page shows only those it names. */
  kind: z.string(),
  source: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

const activityLogSchema = z.object({ events: z.array(activityEventSchema) });

export type ActivityEvent = z.infer<typeof activityEventSchema>;

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
      const body = await readOk(response, 'The activity call');
      return activityLogSchema.parse(JSON.parse(body)).events;
    },
  };
}

let client: ActivityClient | undefined;

/** The activity client for this build's VITE_GATEWAY_URL. */
export function activityApi(): ActivityClient {
  client ??= createActivityClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
