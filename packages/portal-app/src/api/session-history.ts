import {
  SESSION_HISTORY_OPERATIONS,
  type HistorySessionDetail,
  type SessionHistoryPage,
} from '@remoterl/contract/session-history';
import { getEnv } from '../config/env';
import { signedInCalls, type FetchLike, type RequestOptions } from './http';

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

/** Calls its operations by id (SESSION_HISTORY_OPERATIONS): the contract holds their paths and answers. */
export function createSessionHistoryClient(
  baseUrl: string,
  fetchImpl: FetchLike = fetch,
): SessionHistoryClient {
  const call = signedInCalls(baseUrl, fetchImpl);
  const { listSessionHistory, getHistorySession } = SESSION_HISTORY_OPERATIONS;
  return {
    fetchHistory: (idToken, query, options) =>
      call(listSessionHistory, idToken, {
        context: 'The session history call',
        query: { ...query },
        options,
      }),
    fetchSession: (idToken, id, options) =>
      call(getHistorySession, idToken, { context: 'The session detail call', params: { id }, options }),
  };
}

let client: SessionHistoryClient | undefined;

/** The session history client for this build's VITE_GATEWAY_URL. */
export function sessionHistoryApi(): SessionHistoryClient {
  client ??= createSessionHistoryClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
