import { SessionBlockSchema } from '@remoterl/contract/live-view';
import { getEnv } from '../config/env';
import { joinUrl, readContract, readOk, type FetchLike, type RequestOptions, signedInRequests } from './http';

// The live view's calls (issue 23): the sessions snapshot the event stream carries, and the two
// actions. The stream itself is in session-stream.ts.

export type { SessionRow as OnlineSession, SessionsSnapshot } from '@remoterl/contract/live-view';

/** The gateway's paths of the live view, relative to VITE_GATEWAY_URL. */
export const SESSIONS_EVENTS_PATH = 'sessions/events';

export interface SessionsClient {
  /** Ends one of the user's sessions (the client is told it was disconnected from the dashboard). */
  disconnectSession(sessionId: string, idToken: string, options?: RequestOptions): Promise<void>;
  /** Turns refusing new sessions on or off; resolves with the value the server now keeps. */
  setSessionsBlocked(blocked: boolean, idToken: string, options?: RequestOptions): Promise<boolean>;
}

export function createSessionsClient(baseUrl: string, fetchImpl: FetchLike = fetch): SessionsClient {
  const requests = signedInRequests(baseUrl, fetchImpl);
  return {
    async disconnectSession(sessionId, idToken, options = {}) {
      const path = `sessions/${encodeURIComponent(sessionId)}/disconnect`;
      await readOk(await requests.post(path, undefined, idToken, options), 'Disconnecting a session');
    },

    async setSessionsBlocked(blocked, idToken, options = {}) {
      const response = await requests.post('sessions/block', { blocked }, idToken, options);
      return (await readContract(response, SessionBlockSchema, 'Blocking new sessions')).blocked;
    },
  };
}

let client: SessionsClient | undefined;

/** The sessions client for this build's VITE_GATEWAY_URL. */
export function sessionsApi(): SessionsClient {
  client ??= createSessionsClient(getEnv().VITE_GATEWAY_URL);
  return client;
}

/** The event stream's address for this build. */
export function sessionsEventsUrl(): string {
  return joinUrl(getEnv().VITE_GATEWAY_URL, SESSIONS_EVENTS_PATH);
}
