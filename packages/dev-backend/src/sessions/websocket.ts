// The WebSocket side of the session service, on the backend's own HTTP server: the upgrade on
// SESSIONS_PATH, the handshake (with its timeout), frames in, heartbeats, and the caps that keep
// the number of sockets bounded. Uses `ws` (noServer) so the port stays the backend's.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { refuseUpgradeForHost, type HostCheck } from '../http/host-guard.ts';
import { rawJsonResponse } from '../http/response-headers.ts';
import { refuse } from './closing.ts';
import { OWNER_GONE_MESSAGE } from '../identity/end-owner-sessions.ts';
import type { OwnerGuard } from '../identity/owner-guard.ts';
import { decide, parseHello, type HandshakeDecision } from './handshake.ts';
import { HandshakePool } from './handshake-pool.ts';
import { SESSIONS_PATH, TOO_MANY_HANDSHAKES } from '@remoterl/contract';
import { recordRefusal } from './history-hook.ts';
import { relayBinary } from './relay.ts';
import type { SessionService } from './service.ts';
import type { Session } from './session.ts';

const asBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

function notFound(socket: Duplex): void {
  socket.end(rawJsonResponse(404, { error: 'No WebSocket endpoint here', code: 'route_not_found' }));
}

/**
 * The pre-hello pool is full (for this address or in all): the upgrade is refused before a
 * WebSocket exists, which costs the server nothing to keep. The body names the cap that refused
 * it (`address` or `pool`); the client reads `too_many_handshakes` as NET-004 "session open
 * failed" and retries. An account's own sessions are counted apart and never land here.
 */
function tooManyHandshakes(socket: Duplex, cap: 'address' | 'pool', retryAfterSeconds: number): void {
  socket.end(
    rawJsonResponse(
      503,
      {
        error:
          cap === 'address'
            ? 'Too many handshakes in progress from this address; try again shortly'
            : 'Too many handshakes in progress; try again shortly',
        code: TOO_MANY_HANDSHAKES,
        cap,
      },
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  );
}

/** A text frame after the handshake: only the heartbeat is defined; anything else is PROTO-001. */
function receiveControl(service: SessionService, session: Session, data: Buffer): void {
  let frame: unknown;
  try {
    frame = JSON.parse(data.toString('utf8'));
  } catch {
    frame = undefined;
  }
  const { type, t } = (frame ?? {}) as { type?: unknown; t?: unknown };
  if (type === 'ping' && typeof t === 'number' && Number.isFinite(t)) {
    session.lastHeartbeatAt = Date.now();
    session.send({ type: 'pong', t });
    return;
  }
  service.context.end(session, {
    kind: 'refusal',
    code: 'PROTO-001',
    message: 'Malformed frame: after the handshake a text frame must be {"type":"ping","t":<number>}',
  });
}

function bind(service: SessionService, session: Session, socket: WebSocket): void {
  const seen = () => {
    lastSeen.set(socket, Date.now());
  };
  seen();
  socket.on('message', (raw, isBinary) => {
    if (session.socket !== socket || session.ended) return;
    const data = asBuffer(raw);
    session.bytesIn += data.length;
    service.context.registry.account(session.uid).counterStamp += 1;
    seen();
    if (!isBinary) {
      receiveControl(service, session, data);
      return;
    }
    if (relayBinary(service.context, session, data) === 'malformed') {
      service.context.end(session, {
        kind: 'refusal',
        code: 'PROTO-001',
        message: "Malformed frame: a trainer's binary frame starts with the simulator's 4-byte id",
      });
    }
  });
  socket.on('pong', () => {
    const pingedAt = pingSentAt.get(socket);
    if (pingedAt !== undefined) session.roundTripMs = Date.now() - pingedAt;
    pingSentAt.delete(socket);
    session.lastHeartbeatAt = Date.now();
    seen();
  });
  socket.on('close', (code) => service.socketClosed(session, socket, code));
}

/** How long a shutdown waits for clients to answer the close frame. */
const SHUTDOWN_GRACE_MS = 1_000;

/** When each socket was last heard from; a socket silent for two heartbeats is dropped. */
const lastSeen = new WeakMap<WebSocket, number>();
/** When the server's last ping went out on each socket: its pong gives the round trip. */
const pingSentAt = new WeakMap<WebSocket, number>();

export interface SessionSocketServer {
  close(): Promise<void>;
}

export function attachSessionSockets(
  server: Server,
  service: SessionService,
  options: { servesHost: HostCheck; owners: OwnerGuard },
): SessionSocketServer {
  const { config } = service.context;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: config.maxFrameBytes,
    perMessageDeflate: false,
  });
  const pool = new HandshakePool(config);
  const retryAfterSeconds = Math.max(1, Math.ceil(config.handshakeTimeoutMs / 1000));
  /** Authenticated sockets: the capacity NET-003 is about. */
  let authenticated = 0;

  const onConnection = (socket: WebSocket, request: IncomingMessage, leavePool: () => void) => {
    const remoteAddress = request.socket.remoteAddress ?? 'unknown';
    socket.once('close', leavePool);
    // Errors (a frame over maxPayload, a broken frame) are followed by 'close'; nothing to add.
    socket.on('error', () => {});
    let helloCame = false;
    const timer = setTimeout(() => {
      // Node runs due timers before it reads sockets: after the server was busy past the
      // deadline, a hello sent in time may still sit unread. It is judged after this turn's
      // reads (setImmediate comes after them), so only a socket that sent nothing is refused.
      setImmediate(() => {
        if (helloCame || socket.readyState !== socket.OPEN) return;
        leavePool();
        refuse(socket, 'NET-001', `Handshake failed: no hello within ${config.handshakeTimeoutMs} ms`);
      });
    }, config.handshakeTimeoutMs);
    socket.once('close', () => clearTimeout(timer));
    socket.once('message', (raw, isBinary) => {
      helloCame = true;
      clearTimeout(timer);
      // The hello has come: whatever it says, the socket no longer waits in the pre-hello pool.
      leavePool();
      const hello = parseHello(asBuffer(raw), isBinary);
      if (!hello) {
        refuse(socket, 'NET-001');
        return;
      }
      const decision = decide(hello, { store: service.store, registry: service.context.registry, config });
      if (decision.kind === 'refuse') {
        const refused = recordRefusal(service.store, hello, decision.code, remoteAddress);
        if (refused) service.context.registry.changed(refused);
        refuse(socket, decision.code, decision.message, decision.limit);
        return;
      }
      // The key's owner may have been disabled or deleted since the key was issued. Frames that
      // arrive meanwhile wait in the socket (paused) for the session they belong to.
      socket.pause();
      const uid = decision.kind === 'resume' ? decision.session.uid : decision.uid;
      void options.owners.isActive(uid).then((active) => {
        if (socket.readyState !== socket.OPEN) return;
        // Listeners first: resuming lets the waiting frames flow on the next tick.
        if (active) admit(decision);
        else refuse(socket, 'AUTH-003', OWNER_GONE_MESSAGE);
        socket.resume();
      });
    });

    const admit = (decision: Exclude<HandshakeDecision, { kind: 'refuse' }>) => {
      if (authenticated >= config.maxConnections) {
        refuse(socket, 'NET-003');
        return;
      }
      authenticated += 1;
      socket.once('close', () => (authenticated -= 1));
      if (decision.kind === 'resume') {
        service.resume(socket, decision.session);
        bind(service, decision.session, socket);
        return;
      }
      const session = service.open(socket, decision);
      bind(service, session, socket);
    };
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node's HTTP server takes its error handler off a socket it hands to 'upgrade'. Without one,
    // a peer that resets the connection after a refusal below (ECONNRESET, EPIPE) would raise an
    // uncaught exception and take the whole server down.
    socket.on('error', () => socket.destroy());
    if (refuseUpgradeForHost(options.servesHost, request, socket)) return;
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== SESSIONS_PATH) {
      notFound(socket);
      return;
    }
    const place = pool.enter(request.socket.remoteAddress);
    if (place.kind !== 'admitted') {
      tooManyHandshakes(socket, place.kind === 'address-full' ? 'address' : 'pool', retryAfterSeconds);
      return;
    }
    // An upgrade that never completes (the socket dies first) must not keep its place.
    socket.once('close', place.release);
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request, place.release));
  };
  server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    const silentSince = Date.now() - 2 * config.heartbeatMs;
    for (const socket of wss.clients) {
      // A socket the server has stopped reading (backpressure, an account out of data) cannot
      // be heard, pongs included, so it is not judged silent: each such hold ends on its own
      // clock (the stall timeout, the hold period, the grace period).
      if (socket.isPaused) lastSeen.set(socket, Date.now());
      if ((lastSeen.get(socket) ?? Date.now()) < silentSince) socket.terminate();
      else {
        pingSentAt.set(socket, Date.now());
        socket.ping();
      }
    }
  }, config.heartbeatMs);
  heartbeat.unref();

  return {
    async close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      service.close();
      // Clients get the 1001 close frame and a moment to answer it; then the rest are cut.
      const closed = [...wss.clients].map(
        (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(closed),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS))),
      ]);
      clearTimeout(timer);
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
