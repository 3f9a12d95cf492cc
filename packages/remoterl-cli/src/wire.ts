// The session protocol as this client speaks it (the service documents it at /asyncapi.json).
// Kept apart from the server's code on purpose: a reference client is a second, independent
// reading of the protocol, and the backend tests run the two against each other.

export const DEFAULT_SERVER_URL = 'ws://127.0.0.1:18787/sessions/v1';
export const DEFAULT_DASHBOARD_URL = 'http://127.0.0.1:15173/user/dashboard';

export type Role = 'simulator' | 'trainer';

export interface Welcome {
  type: 'welcome';
  sessionId: string;
  sessionToken: string;
  role: Role;
  resumed: boolean;
  dataLeftMb: number;
  plan: 'free' | 'premium';
  limits: {
    maxSimulators: number | null;
    maxFrameBytes: number;
    maxBufferedBytes: number;
    heartbeatMs: number;
  };
  dashboardUrl: string;
}

/** Beside AUTH-004: the account's monthly spend limit, or this key's own, not the credit, ran out. */
export type SpendLimitReached =
  | { kind: 'monthly-spend-limit'; usd: number }
  | { kind: 'key-monthly-spend-limit'; usd: number; keyId: string; keyName: string | null };

export type Control =
  | { type: 'waiting' }
  | { type: 'paired'; trainer: string }
  | { type: 'unpaired' }
  | { type: 'attached'; simulator: string }
  | { type: 'detached'; simulator: string }
  | { type: 'paused'; code: string; graceMs: number; limit?: SpendLimitReached }
  | { type: 'resumed' };

export type ServerText =
  | Welcome
  | Control
  | { type: 'pong'; t: number }
  | { type: 'error'; code: string; message: string; limit?: SpendLimitReached }
  | { type: 'closing'; reason: string; message: string };

/** A trainer's frames start with the simulator's 8-hex id as 4 bytes. */
export const PEER_ID_BYTES = 4;
export const peerIdBytes = (id: string) => Buffer.from(id, 'hex');
export const peerIdOf = (frame: Buffer) => frame.subarray(0, PEER_ID_BYTES).toString('hex');

/** What a CartPole simulator sends: the state, the last step's reward, and whether it ended. */
export interface Step {
  observation: [number, number, number, number];
  reward: number;
  done: boolean;
}

const STEP_BYTES = 6 * 8;

export function encodeStep(step: Step): Buffer {
  const buffer = Buffer.alloc(STEP_BYTES);
  step.observation.forEach((value, index) => buffer.writeDoubleLE(value, index * 8));
  buffer.writeDoubleLE(step.reward, 32);
  buffer.writeDoubleLE(step.done ? 1 : 0, 40);
  return buffer;
}

export function decodeStep(payload: Buffer): Step | undefined {
  if (payload.length !== STEP_BYTES) return undefined;
  const read = (index: number) => payload.readDoubleLE(index * 8);
  return { observation: [read(0), read(1), read(2), read(3)], reward: read(4), done: read(5) === 1 };
}

/** A trainer's action: 0 pushes the cart left, 1 right. */
export const encodeAction = (action: 0 | 1) => Buffer.from([action]);
export const decodeAction = (payload: Buffer): 0 | 1 | undefined =>
  payload.length === 1 && (payload[0] === 0 || payload[0] === 1) ? (payload[0] as 0 | 1) : undefined;
