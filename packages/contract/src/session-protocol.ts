// The session protocol's fixed facts, written once: the refusal codes the real client knows,
// the WebSocket close code that follows each, and the JSON frames as schemas. The server sends
// frames of these types, and the AsyncAPI document (asyncapi.ts) is generated from the schemas.
import { API_KEY_PATTERN, USAGE_ROLES, type UsageRole } from '@remoterl/product';
import { z } from 'zod';

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
  'QUO-001': { close: 4101, message: 'Simulator limit reached: the BASIC plan runs 2 simulators at once' },
  'QUO-002': { close: 4102, message: 'Session limit reached for this account' },
  'NET-001': { close: 4400, message: 'Handshake failed: the first frame must be a hello' },
  'NET-003': { close: 1013, message: 'Session service is full; try again shortly' },
  'PROTO-001': { close: 4400, message: 'Malformed frame' },
} as const;

export type RefusalCode = keyof typeof REFUSALS;

/**
 * The `code` of the 503 that refuses an upgrade while the pre-hello pool is full, for the
 * source address or in all (its `cap`: `address` or `pool`; docs/decisions.md, "Handshake pool").
 * No WebSocket exists yet, so it is an HTTP answer, not a refusal frame; the client reads it as
 * NET-004 "session open failed". NET-003 stays for authenticated capacity being full.
 */
export const TOO_MANY_HANDSHAKES = 'too_many_handshakes';

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

/**
 * The first frame as it arrived: nothing in it is checked yet (the server's handshake does that,
 * answering each fault with its refusal code).
 */
export interface Hello {
  type: 'hello';
  apiKey?: unknown;
  role?: unknown;
  sessionToken?: unknown;
  client?: unknown;
}

const sessionId = z
  .string()
  .regex(/^[0-9a-f]{8}$/)
  .meta({ examples: ['cbb65cd2'] });
const role = z.enum(ROLES);

/** A JSON frame `{ type, ...fields }` with no other field. */
const frame = <Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape) =>
  z.strictObject({ type: z.literal(type), ...shape });

/** What a client sends as text frames: the hello, then heartbeats. */
export const CLIENT_FRAMES = {
  hello: frame('hello', {
    apiKey: z.string().regex(API_KEY_PATTERN).meta({ description: 'Case-insensitive.' }),
    role,
    sessionToken: z.string().max(128).optional(),
    client: z
      .string()
      .max(64)
      .meta({ examples: ['remoterl-ts/0.1.0'] })
      .optional(),
  }),
  ping: frame('ping', { t: z.number() }),
};

export const LimitsSchema = z.strictObject({
  /** Simulators the plan runs at once; null for no limit. */
  maxSimulators: z.int().min(1).nullable(),
  maxFrameBytes: z.int().min(1),
  maxBufferedBytes: z.int().min(1),
  heartbeatMs: z.int().min(1),
});

/**
 * The spend limit that stopped an account, beside AUTH-004's fixed message (docs/decisions.md,
 * "Spend limits"): the client prints it so the user knows to raise the limit, not buy credit.
 */
export const SpendLimitReachedSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('monthly-spend-limit'), usd: z.int().min(1) }),
  /** One key's own limit (docs/decisions.md, "Spend limits"): only that key's sessions stop. */
  z.object({
    kind: z.literal('key-monthly-spend-limit'),
    usd: z.int().min(1),
    keyId: z.string(),
    /** The owner's name for the key; null for the primary key. */
    keyName: z.string().nullable(),
  }),
]);

/** What the server sends as text frames. */
export const SERVER_FRAMES = {
  welcome: frame('welcome', {
    sessionId,
    sessionToken: z.string().min(16),
    role,
    /** true when this socket took over a held session with its token. */
    resumed: z.boolean(),
    dataLeftMb: z.int().min(0),
    plan: z.enum(['free', 'premium']),
    limits: LimitsSchema,
    dashboardUrl: z.url(),
  }),
  error: frame('error', {
    code: z.enum(Object.keys(REFUSALS) as [RefusalCode, ...RefusalCode[]]),
    message: z.string().min(1),
    /** With AUTH-004 when a spend limit, not the credit, ran out. */
    limit: SpendLimitReachedSchema.optional(),
  }),
  waiting: frame('waiting', {}),
  paired: frame('paired', { trainer: sessionId }),
  unpaired: frame('unpaired', {}),
  attached: frame('attached', { simulator: sessionId }),
  detached: frame('detached', { simulator: sessionId }),
  pong: frame('pong', { t: z.number() }),
  paused: frame('paused', {
    code: z.literal('AUTH-004'),
    graceMs: z.int().min(0),
    limit: SpendLimitReachedSchema.optional(),
  }),
  resumed: frame('resumed', {}),
  closing: frame('closing', { reason: z.literal('disconnected_by_user'), message: z.string() }),
};

type ServerFrames = typeof SERVER_FRAMES;

export type Limits = z.infer<typeof LimitsSchema>;
export type SpendLimitReached = z.infer<typeof SpendLimitReachedSchema>;
export type Welcome = z.infer<ServerFrames['welcome']>;
/** Control frames the server sends after the welcome. */
export type ServerControl = z.infer<ServerFrames[Exclude<keyof ServerFrames, 'welcome'>]>;
export type ServerFrame = Welcome | ServerControl;

/** A trainer's binary frame starts with the simulator's id: 8 hex digits as 4 bytes. */
export const PEER_ID_BYTES = 4;

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
