import { LIVE_VIEW_OPERATIONS, LIVE_VIEW_ROUTES } from '@remoterl/contract/live-view';
import { getEnv } from '../config/env';
import {
  operationUrl,
  readOk,
  signedInCalls,
  signedInSends,
  type FetchLike,
  type RequestOptions,
} from './http';

// The live view's calls (issue 23): the sessions snapshot the event stream carries, and the two
// actions. The stream itself is in session-stream.ts.

export type { SessionRow as OnlineSession, SessionsSnapshot } from '@remoterl/contract/live-view';

export interface SessionsClient {
  /** Ends one of the user's sessions (the client is told it was disconnected from the dashboard). */
  disconnectSession(sessionId: string, idToken: string, options?: RequestOptions): Promise<void>;
  /** Turns refusing new sessions on or off; resolves with the value the server now keeps. */
  setSessionsBlocked(blocked: boolean, idToken: string, options?: RequestOptions): Promise<boolean>;
}

/** Calls the live view's operations by id (LIVE_VIEW_OPERATIONS, LIVE_VIEW_ROUTES): the contract holds their paths. */
export function createSessionsClient(baseUrl: string, fetchImpl: FetchLike = fetch): SessionsClient {
  const send = signedInSends(baseUrl, fetchImpl);
  const call = signedInCalls(baseUrl, fetchImpl);
  const { disconnectSession } = LIVE_VIEW_ROUTES;
  const { setSessionsBlocked } = LIVE_VIEW_OPERATIONS;
  return {
    async disconnectSession(sessionId, idToken, options) {
      // A 204: nothing to read but the status.
      const response = await send(disconnectSession, idToken, { params: { id: sessionId }, options });
      await readOk(response, 'Disconnecting a session');
    },

    async setSessionsBlocked(blocked, idToken, options) {
      const answer = await call(setSessionsBlocked, idToken, {
        context: 'Blocking new sessions',
        body: { blocked },
        options,
      });
      return answer.blocked;
    },
  };
}

let client: SessionsClient | undefined;

/** The sessions client for this build's VITE_GATEWAY_URL. */
export function sessionsApi(): SessionsClient {
  client ??= createSessionsClient(getEnv().VITE_GATEWAY_URL);
  return client;
}

/** The event stream's address for this build (LIVE_VIEW_ROUTES.sessionEvents). */
export function sessionsEventsUrl(baseUrl: string = getEnv().VITE_GATEWAY_URL): string {
  return operationUrl(baseUrl, LIVE_VIEW_ROUTES.sessionEvents);
}
