// One session with the service, as the Python client keeps it: a hello with the key and role,
// heartbeats, and on a dropped socket a new one that presents the session token (the service
// holds the session for about two minutes), with backoff. A refusal or a disconnect from the
// dashboard ends it with the service's code and message.
import WebSocket, { type RawData } from 'ws';
import {
  describeFailure,
  errorBodyFields,
  TOO_MANY_HANDSHAKES,
  type AttemptFailure,
} from './attempt-failure.ts';
import type { Control, Role, ServerText, SpendLimitReached, Welcome } from './wire.ts';

export interface Ending {
  /** The service's code (AUTH-004, ...), DISCONNECTED, or NET-0xx for a connection that failed. */
  code: string;
  message: string;
  /** The spend limit that ran out, when the service named one. */
  limit?: SpendLimitReached;
  /** The user stopped the client (Ctrl-C): not an error. */
  byUser: boolean;
  /**
   * For an ending without a refusal frame (NET-004, NET-008, NET-010): how the last attempt
   * failed (an HTTP status at the upgrade, a socket error, a timeout, a close code).
   */
  cause?: AttemptFailure;
}

export interface ConnectionHandlers {
  welcome(welcome: Welcome): void;
  control(frame: Control): void;
  binary(data: Buffer): void;
  reconnecting(attempt: number, of: number, delayMs: number): void;
  ended(ending: Ending): void;
}

export interface ConnectionOptions {
  url: string;
  apiKey: string;
  role: Role;
  client: string;
  /** Waits before each reconnect attempt; the last failed attempt ends the session (NET-010). */
  backoffMs?: readonly number[];
  /**
   * The local address to connect from. The command line never sets it; benchmarks give each
   * simulated machine its own loopback address (127.0.0.0/8), as the service caps handshakes per
   * source address.
   */
  localAddress?: string;
  /** How long the TCP connect and the HTTP upgrade may take together (UPGRADE_TIMEOUT_MS). */
  upgradeTimeoutMs?: number;
}

const DEFAULT_BACKOFF_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 16_000];
/** How long the TCP connect and the HTTP upgrade may take together. */
export const UPGRADE_TIMEOUT_MS = 10_000;
/** Enough of a refused upgrade's body to read the service's `{ code, cap }`. */
const MAX_ERROR_BODY_BYTES = 4_096;
/** Closes after which the service may still hold the session: try the token again. */
const RETRYABLE_CLOSES = new Set([1001, 1006, 1011, 1012, 1013, 4008]);

const asBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

export class SessionConnection {
  private socket: WebSocket | undefined;
  private token: string | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private attempt = 0;
  private stopped = false;
  private readonly backoff: readonly number[];
  private readonly options: ConnectionOptions;
  private readonly handlers: ConnectionHandlers;

  constructor(options: ConnectionOptions, handlers: ConnectionHandlers) {
    this.options = options;
    this.handlers = handlers;
    this.backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  }

  private welcomed: Welcome | undefined;
  /** How the last attempt failed, when it failed without a refusal frame. */
  private lastFailure: AttemptFailure | undefined;

  get sessionId(): string | undefined {
    return this.welcomed?.sessionId;
  }

  start(): void {
    const startedAt = performance.now();
    const elapsedMs = () => performance.now() - startedAt;
    const socket = new WebSocket(this.options.url, {
      perMessageDeflate: false,
      ...(this.options.localAddress && { localAddress: this.options.localAddress }),
    });
    this.socket = socket;
    let refusal: { code: string; message: string; limit?: SpendLimitReached } | undefined;
    let closing: string | undefined;
    /** Set by the first thing that fails: a refused upgrade, a socket error or the timeout. */
    let failure: AttemptFailure | undefined;

    // A refused upgrade: read the service's reason from the body, then give up the attempt.
    socket.on('unexpected-response', (request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (body.length < MAX_ERROR_BODY_BYTES) body += chunk;
      });
      const done = () => {
        failure ??= {
          kind: 'upgrade-refused',
          status: response.statusCode ?? 0,
          ...errorBodyFields(body),
          elapsedMs: elapsedMs(),
        };
        socket.terminate();
      };
      response.once('end', done);
      response.once('error', done);
      request.once('error', done);
    });

    socket.on('open', () => {
      socket.send(
        JSON.stringify({
          type: 'hello',
          apiKey: this.options.apiKey,
          role: this.options.role,
          client: this.options.client,
          ...(this.token && { sessionToken: this.token }),
        }),
      );
    });
    socket.on('message', (raw, isBinary) => {
      const data = asBuffer(raw);
      if (isBinary) {
        this.handlers.binary(data);
        return;
      }
      const frame = JSON.parse(data.toString('utf8')) as ServerText;
      switch (frame.type) {
        case 'welcome':
          this.attempt = 0;
          this.token = frame.sessionToken;
          this.welcomed = frame;
          this.startHeartbeat(socket, frame.limits.heartbeatMs);
          this.handlers.welcome(frame);
          return;
        case 'error':
          refusal = { code: frame.code, message: frame.message, limit: frame.limit };
          return;
        case 'closing':
          closing = frame.message;
          return;
        case 'pong':
          return;
        default:
          this.handlers.control(frame);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // 'close' follows with the code that decides what happens next; the error says why.
      failure ??= { kind: 'socket-error', code: error.code ?? error.message, elapsedMs: elapsedMs() };
    });
    // The upgrade's own time limit (not ws's, which is a timer like any other): Node runs due
    // timers before it reads sockets, so on a starved client an answer that came in time may
    // still sit unread. It is judged after this turn's reads (setImmediate comes after them).
    const limitMs = this.options.upgradeTimeoutMs ?? UPGRADE_TIMEOUT_MS;
    const upgradeTimer = setTimeout(() => {
      setImmediate(() => {
        if (socket.readyState !== WebSocket.CONNECTING || failure) return;
        failure = { kind: 'handshake-timeout', limitMs, elapsedMs: elapsedMs() };
        socket.terminate();
      });
    }, limitMs);
    socket.once('open', () => clearTimeout(upgradeTimer));
    socket.on('close', (code, reason) => {
      clearTimeout(upgradeTimer);
      clearInterval(this.heartbeat);
      if (this.stopped) return;
      this.lastFailure = failure ?? {
        kind: 'closed',
        code,
        reason: reason.toString('utf8'),
        elapsedMs: elapsedMs(),
      };
      if (refusal) return this.finish({ ...refusal, byUser: false });
      if (closing) return this.finish({ code: 'DISCONNECTED', message: closing, byUser: false });
      if (code === 1009)
        return this.finish({ code: 'NET-008', message: 'Connection lost: frame too large', byUser: false });
      if (code === 4011) {
        return this.finish({ code: 'NET-008', message: 'Session resumed by another process', byUser: false });
      }
      if (RETRYABLE_CLOSES.has(code)) return this.reconnect();
      return this.finish({
        code: 'NET-008',
        message: `Connection closed by the service (${code})`,
        byUser: false,
        cause: this.lastFailure,
      });
    });
  }

  private startHeartbeat(socket: WebSocket, intervalMs: number): void {
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping', t: Date.now() }));
    }, intervalMs);
    this.heartbeat.unref();
  }

  private reconnect(): void {
    if (this.attempt >= this.backoff.length) {
      const cause = this.lastFailure;
      // The service answered, but too many handshakes were in progress (its pre-hello pool):
      // "session open failed", told apart from a service that cannot be reached.
      const busy = cause?.kind === 'upgrade-refused' && cause.code === TOO_MANY_HANDSHAKES;
      this.finish({
        code: busy ? 'NET-004' : 'NET-010',
        message: busy
          ? `Session open failed: too many handshakes in progress; try again shortly (${describeFailure(cause)})`
          : `Reconnect failed: the service cannot be reached${cause ? ` (${describeFailure(cause)})` : ''}`,
        byUser: false,
        ...(cause && { cause }),
      });
      return;
    }
    const delay = this.backoff[this.attempt] as number;
    this.attempt += 1;
    this.handlers.reconnecting(this.attempt, this.backoff.length, delay);
    this.retry = setTimeout(() => this.start(), delay);
  }

  private finish(ending: Ending): void {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.retry);
    this.handlers.ended(ending);
  }

  /** Sends a binary frame (dropped while reconnecting: the peer will ask again). */
  send(data: Buffer): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(data, { binary: true });
    return true;
  }

  /** Bytes queued and not yet on the network (the benchmark paces itself by this). */
  get bufferedAmount(): number {
    return this.socket?.bufferedAmount ?? 0;
  }

  /** Ends the session on purpose (Ctrl-C): a normal close, so the service does not hold it. */
  stop(): Promise<void> {
    const socket = this.socket;
    this.finish({ code: 'STOPPED', message: 'Stopped', byUser: true });
    if (!socket || socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.close(1000);
    });
  }
}
