import {
  HistorySessionDetailSchema,
  SessionHistoryPageSchema,
  type HistorySessionDetail,
  type SessionHistoryPage,
} from '@remoterl/contract/session-history';
import { getEnv } from '../config/env';
import { readContract, type FetchLike, type RequestOptions, signedInRequests } from './http';

// The sessions console's records (GET /gateway/sessions/history, …/history/{id}). Refused
// connections ride the live view's event stream (api/session-stream.ts).

export type { EndReason, HistorySession, Refusal, TimelineEvent } from '@remoterl/contract/session-history';
export { END_REASONS } from '@remoterl/contract/session-history';

/** The history's filters; each absent one matches everything. */
export interface HistoryFilters {
  role?: 'simulator' | 'trainer' | undefined;
  reason?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface SessionHistoryClient {
  fetchHistory(
    idToken: string,
    query: HistoryFilters & { cursor?: string | undefined; limit?: number },
    options?: RequestOptions,
  ): Promise<SessionHistoryPage>;
  fetchSession(idToken: string, id: string, options?: RequestOptions): Promise<HistorySessionDetail>;
}

const queryOf = (query: Record<string, string | number | undefined>): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function createSessionHistoryClient(
  baseUrl: string,
  fetchImpl: FetchLike = fetch,
): SessionHistoryClient {
  const requests = signedInRequests(baseUrl, fetchImpl);
  return {
    async fetchHistory(idToken, query, options = {}) {
      const response = await requests.get(`sessions/history${queryOf({ ...query })}`, idToken, options);
      return readContract(response, SessionHistoryPageSchema, 'The session history call');
    },
    async fetchSession(idToken, id, options = {}) {
      const response = await requests.get(`sessions/history/${encodeURIComponent(id)}`, idToken, options);
      return readContract(response, HistorySessionDetailSchema, 'The session detail call');
    },
  };
}

let client: SessionHistoryClient | undefined;

/** The session history client for this build's VITE_GATEWAY_URL. */
export function sessionHistoryApi(): SessionHistoryClient {
  client ??= createSessionHistoryClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
