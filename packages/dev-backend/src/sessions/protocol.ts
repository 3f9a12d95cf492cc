// The session protocol's fixed facts, written once: the refusal codes the real client knows,
// the WebSocket close code that follows each, and the frames. The server, the AsyncAPI document
// (asyncapi.ts) and the reference client all read them from here.
import { USAGE_ROLES, type UsageRole } from '@remoterl/product';

/** Where the session service listens, on the backend's own HTTP server. */
export const SESSIONS_PATH = '/sessions/v1';

export type Role = UsageRole;
export const ROLES = USAGE_ROLES;

/**
 * Refusals and endings: an `error` frame with the code and message, then a close with `close`.
 * AUTH-* and QUO-001 are the real client's codes; NET-001 is its "handshake failed";
 * PROTO-001 and the caps are this stand-in's names for what the client would see as a failed
 * or lost connection.
 */
export const REFUSALS = {
  'AUTH-001': { close: 4001, message: 'No API key in the handshake' },
  'AUTH-002': { close: 4002, message: 'Invalid API key' },
  'AUTH-003': { close: 4003, message: 'API key expired or disabled (it was regenerated)' },
  'AUTH-004': { close: 4004, message: 'Data credit exhausted - upgrade plan or wait for next refill' },
  'AUTH-005': { close: 4005, message: 'Session denied: new sessions are blocked from the dashboard' },
  'QUO-001': { close: 4101, message: 'Simulator limit reached: the Free plan runs 2 simulators at once' },
  'QUO-002': { close: 4102, message: 'Session limit reached for this account' },
  'NET-001': { close: 4400, message: 'Handshake failed: the first frame must be a hello' },
  'NET-003': { close: 1013, message: 'Session service is full; try again shortly' },
  'PROTO-001': { close: 4400, message: 'Malformed frame' },
} as const;

export type RefusalCode = keyof typeof REFUSALS;

/** Close codes that carry no error frame (or a `closing` frame instead). */
export const CLOSE_CODES = {
  normal: 1000,
  /** The server is shutting down. */
  goingAway: 1001,
  /** A frame over maxFrameBytes: closed by the WebSocket library itself. */
  frameTooLarge: 1009,
  /** The user pressed Disconnect in the portal (a `closing` frame comes first). */
  disconnectedByUser: 4010,
  /** A receiver that stayed over its buffer bound longer than the stall timeout. */
  slowReader: 4008,
  /** A newer socket resumed this session with its token. */
  resumedElsewhere: 4011,
} as const;

export const DISCONNECTED_MESSAGE = 'Disconnected from the RemoteRL dashboard';

/** The first frame a client sends. */
export interface Hello {
  type: 'hello';
  apiKey?: unknown;
  role?: unknown;
  sessionToken?: unknown;
  client?: unknown;
}

export interface Limits {
  /** Simulators the plan runs at once; null for no limit. */
  maxSimulators: number | null;
  maxFrameBytes: number;
  maxBufferedBytes: number;
  heartbeatMs: number;
}

export interface Welcome {
  type: 'welcome';
  sessionId: string;
  sessionToken: string;
  role: Role;
  /** true when this socket took over a held session with its token. */
  resumed: boolean;
  dataLeftMb: number;
  plan: 'free' | 'premium';
  limits: Limits;
  dashboardUrl: string;
}

/** Control frames the server sends after the welcome. */
export type ServerControl =
  | { type: 'waiting' }
  | { type: 'paired'; trainer: string }
  | { type: 'unpaired' }
  | { type: 'attached'; simulator: string }
  | { type: 'detached'; simulator: string }
  | { type: 'pong'; t: number }
  | { type: 'paused'; code: 'AUTH-004'; graceMs: number }
  | { type: 'resumed' }
  | { type: 'closing'; reason: 'disconnected_by_user'; message: string }
  | { type: 'error'; code: RefusalCode; message: string };

export type ServerFrame = Welcome | ServerControl;

/** A trainer's binary frame starts with the simulator's id: 8 hex digits as 4 bytes. */
export const PEER_ID_BYTES = 4;

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
