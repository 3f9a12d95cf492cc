// The session protocol as an AsyncAPI 3.0 document (docs/decisions.md, "Session service"). The
// JSON frames' payloads are generated from their schemas (session-protocol.ts); codes and limits
// come from there and from the running configuration, so the document cannot drift from what the
// server does. The backend's tests validate every frame they see against these payloads.
import { z } from 'zod';
import { CLIENT_FRAMES, CLOSE_CODES, REFUSALS, SERVER_FRAMES, SESSIONS_PATH } from './session-protocol.ts';

/** The server's limits and timings the document states (the dev backend's SessionConfig has them). */
export interface ProtocolSettings {
  handshakeTimeoutMs: number;
  holdMs: number;
  maxFrameBytes: number;
  maxBufferedBytes: number;
  stallTimeoutMs: number;
  heartbeatMs: number;
  graceMs: number;
}

/** A frame schema as a payload: JSON Schema without the standalone document's `$schema`. */
function payloadOf(schema: z.ZodType): object {
  const { $schema: _schema, ...payload } = z.toJSONSchema(schema) as Record<string, unknown>;
  return payload;
}

function message(name: string, summary: string, payload: object, contentType = 'application/json') {
  return { name, title: name, summary, contentType, payload };
}

const refusalRows = Object.entries(REFUSALS).map(([code, { close, message: text }]) => ({
  code,
  close,
  message: text,
}));

function closeCodeTable(): string {
  const rows = [
    ...refusalRows.map((row) => `| ${row.code} | ${row.close} | ${row.message} |`),
    `| (none) | ${CLOSE_CODES.frameTooLarge} | a frame over maxFrameBytes (closed by the WebSocket library) |`,
    `| (closing frame) | ${CLOSE_CODES.disconnectedByUser} | the user pressed Disconnect in the portal |`,
    `| (none) | ${CLOSE_CODES.slowReader} | a receiver stayed over its buffer bound past the stall timeout |`,
    `| (none) | ${CLOSE_CODES.resumedElsewhere} | another socket resumed this session with its token |`,
    `| (none) | ${CLOSE_CODES.goingAway} | the server is shutting down |`,
  ];
  return ['| code | close | when |', '|---|---|---|', ...rows].join('\n');
}

export function buildAsyncApiDocument(options: {
  serverUrl: string;
  config: ProtocolSettings;
  /** A development start's stand-in (the default) or a production start's service, told apart in the title. */
  standIn?: boolean;
}) {
  const standIn = options.standIn ?? true;
  const { config } = options;
  const url = new URL(options.serverUrl);
  const messages = {
    hello: message(
      'hello',
      `First frame, within ${config.handshakeTimeoutMs} ms. The key is never in the URL. A sessionToken from an earlier welcome resumes that session within the hold period (${config.holdMs} ms).`,
      payloadOf(CLIENT_FRAMES.hello),
    ),
    ping: message(
      'ping',
      'Heartbeat; answered with pong carrying the same t.',
      payloadOf(CLIENT_FRAMES.ping),
    ),
    simulatorData: message(
      'simulatorData',
      'Binary frame from a simulator: the payload as is (e.g. observation, reward, done). Relayed to its trainer.',
      { type: 'string', format: 'binary', maxLength: config.maxFrameBytes },
      'application/octet-stream',
    ),
    trainerData: message(
      'trainerData',
      "Binary frame from a trainer: the simulator's id as 4 bytes (its 8 hex digits), then the payload (e.g. an action). Relayed only to that simulator, and only if it is attached to this trainer.",
      { type: 'string', format: 'binary', minLength: 4, maxLength: config.maxFrameBytes },
      'application/octet-stream',
    ),
    welcome: message('welcome', 'Answer to a hello that is accepted.', payloadOf(SERVER_FRAMES.welcome)),
    error: message(
      'error',
      'A refusal or an ending; the close code of the table follows.',
      payloadOf(SERVER_FRAMES.error),
    ),
    waiting: message(
      'waiting',
      'To a simulator: no trainer of this account is connected yet.',
      payloadOf(SERVER_FRAMES.waiting),
    ),
    paired: message('paired', 'To a simulator: this trainer serves it now.', payloadOf(SERVER_FRAMES.paired)),
    unpaired: message('unpaired', 'To a simulator: its trainer left.', payloadOf(SERVER_FRAMES.unpaired)),
    attached: message(
      'attached',
      'To a trainer: it now serves this simulator.',
      payloadOf(SERVER_FRAMES.attached),
    ),
    detached: message('detached', 'To a trainer: this simulator left.', payloadOf(SERVER_FRAMES.detached)),
    pong: message('pong', 'Answer to ping.', payloadOf(SERVER_FRAMES.pong)),
    paused: message(
      'paused',
      'The account has no data left: frames are not relayed; the session ends with AUTH-004 after graceMs unless credit is added.',
      payloadOf(SERVER_FRAMES.paused),
    ),
    resumed: message(
      'resumed',
      'Credit was added during the grace period: relaying goes on.',
      payloadOf(SERVER_FRAMES.resumed),
    ),
    closing: message(
      'closing',
      `Sent before close ${CLOSE_CODES.disconnectedByUser}: the user disconnected this session from the dashboard.`,
      payloadOf(SERVER_FRAMES.closing),
    ),
    relayToTrainer: message(
      'relayToTrainer',
      "Binary frame to a trainer: the simulator's id as 4 bytes, then the simulator's payload.",
      { type: 'string', format: 'binary', minLength: 4 },
      'application/octet-stream',
    ),
    relayToSimulator: message(
      'relayToSimulator',
      "Binary frame to a simulator: the trainer's payload as is.",
      { type: 'string', format: 'binary' },
      'application/octet-stream',
    ),
  };
  const refs = (names: (keyof typeof messages)[]) =>
    names.map((name) => ({ $ref: `#/channels/sessions/messages/${name}` }));
  const clientMessages: (keyof typeof messages)[] = ['hello', 'ping', 'simulatorData', 'trainerData'];
  const serverMessages = (Object.keys(messages) as (keyof typeof messages)[]).filter(
    (name) => !clientMessages.includes(name),
  );

  return {
    asyncapi: '3.0.0',
    info: {
      title: standIn ? 'RemoteRL session service (local stand-in)' : 'RemoteRL session service',
      version: '1.0.0',
      description: [
        'Simulators and trainers of one account exchange frames through this service. Text frames are JSON control',
        'frames; binary frames carry the payload. Each simulator is served by one trainer of the same account (the one',
        'serving the fewest); a trainer may serve several. Refusals send an `error` frame, then close:',
        '',
        closeCodeTable(),
        '',
        `Limits: frames up to ${config.maxFrameBytes} bytes; a receiver's outbound buffer is bounded at`,
        `${config.maxBufferedBytes} bytes: past half of it the server stops reading from the senders feeding it until`,
        `it drains, and closes a receiver that stays there ${config.stallTimeoutMs} ms (4008). WebSocket pings every`,
        `${config.heartbeatMs} ms; a socket silent for two intervals (and not paused by the server) is dropped,`,
        `and a dropped session is held ${config.holdMs} ms for its token. An account with no data left is paused for`,
        `${config.graceMs} ms, then closed.`,
      ].join('\n'),
    },
    servers: {
      [standIn ? 'local' : 'production']: {
        host: url.host,
        protocol: url.protocol === 'https:' ? 'wss' : 'ws',
        pathname: SESSIONS_PATH,
        description: standIn
          ? 'The dev backend; production is wss://.'
          : 'This deployment, behind TLS (wss://).',
      },
    },
    channels: {
      sessions: {
        address: SESSIONS_PATH,
        title: 'A session',
        messages: Object.fromEntries(
          Object.keys(messages).map((name) => [name, { $ref: `#/components/messages/${name}` }]),
        ),
        bindings: { ws: { method: 'GET', bindingVersion: '0.1.0' } },
      },
    },
    operations: {
      receiveClientFrames: {
        action: 'receive',
        channel: { $ref: '#/channels/sessions' },
        summary: 'Frames a client (simulator or trainer) sends',
        messages: refs(clientMessages),
      },
      sendServerFrames: {
        action: 'send',
        channel: { $ref: '#/channels/sessions' },
        summary: 'Frames the server sends',
        messages: refs(serverMessages),
      },
    },
    components: { messages },
  };
}
