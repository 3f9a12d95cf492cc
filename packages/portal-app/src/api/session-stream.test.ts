import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http';
import type { SessionsSnapshot } from './sessions';
import { idleUsage, quietHealth } from './sessions-snapshot.test-support';
import {
  backoffDelay,
  openSessionStream,
  type SessionStream,
  type SessionStreamOptions,
  type SessionStreamStatus,
  type VisibilitySource,
} from './session-stream';

/*
 * The stream client against a real HTTP server on an ephemeral port: real fetch, real
 * chunked text/event-stream, real drops. Each test waits for what the client did, never for
 * a fixed time.
 */

interface Connection {
  request: IncomingMessage;
  response: ServerResponse;
  closed: Promise<void>;
}

async function startSseServer(onConnection: (connection: Connection, index: number) => void) {
  const connections: Connection[] = [];
  const server = createServer((request, response) => {
    const closed = new Promise<void>((resolve) => response.on('close', () => resolve()));
    const connection = { request, response, closed };
    connections.push(connection);
    onConnection(connection, connections.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gateway/sessions/events`,
    connections,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const snapshot = (blocked: boolean, ids: string[] = ['cbb65cd2']): SessionsSnapshot => ({
  blocked,
  sessions: ids.map((id) => ({
    id,
    role: 'trainer',
    state: 'active',
    connectedAt: '2026-11-26T10:00:00.000Z',
    lastHeartbeatAt: null,
    bytesIn: 10,
    bytesOut: 20,
    frames: 3,
    peer: null,
    keyPrefix: 'api_1a2b3c4d',
    ...quietHealth,
  })),
  counts: { simulator: 0, trainer: ids.length },
  graceEndsAt: null,
  usage: idleUsage,
  refusals: [],
});

function openEvents(response: ServerResponse) {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
  response.flushHeaders();
}

function sendSnapshot(response: ServerResponse, value: SessionsSnapshot) {
  response.write(`event: sessions\ndata: ${JSON.stringify(value)}\n\n`);
}

/** A page's visibility a test can flip. */
function fakeVisibility(initiallyHidden = false) {
  let hidden = initiallyHidden;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    hidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(next: boolean) {
      hidden = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Numbered tokens, so a test can tell a fresh one from a reused one. */
function tokens() {
  const calls: boolean[] = [];
  return {
    calls,
    get: (forceRefresh: boolean) => {
      calls.push(forceRefresh);
      return Promise.resolve(`token-${calls.length}`);
    },
  };
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  vi.restoreAllMocks();
});

async function setUp(
  onConnection: (connection: Connection, index: number) => void,
  visibility = fakeVisibility(),
  more: Partial<SessionStreamOptions> = {},
) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const server = await startSseServer(onConnection);
  const token = tokens();
  const snapshots: SessionsSnapshot[] = [];
  const statuses: SessionStreamStatus[] = [];
  const stream: SessionStream = openSessionStream({
    url: server.url,
    getIdToken: token.get,
    onSnapshot: (value) => snapshots.push(value),
    onStatus: (status) => statuses.push(status),
    visibility: visibility.source,
    backoff: { initialMs: 40, maxMs: 160, random: () => 0.5 },
    ...more,
  });
  cleanups.push(server.close, () => stream.close());
  return { server, token, snapshots, statuses, stream, visibility };
}

const states = (statuses: SessionStreamStatus[]) => statuses.map((status) => status.state);

describe('session event stream', () => {
  it('sends the ID token in the Authorization header, never in the URL, and applies snapshots', async () => {
    const { server, snapshots, statuses } = await setUp(({ response }) => {
      openEvents(response);
      response.write(': heartbeat\n\n');
      sendSnapshot(response, snapshot(false));
      sendSnapshot(response, snapshot(true, ['cbb65cd2', '0a9e4f11']));
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(2));
    expect(snapshots).toEqual([snapshot(false), snapshot(true, ['cbb65cd2', '0a9e4f11'])]);
    const [{ request }] = server.connections as [Connection];
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/gateway/sessions/events');
    expect(request.headers.authorization).toBe('Bearer token-1');
    expect(request.headers.accept).toBe('text/event-stream');
    expect(states(statuses)).toEqual(['connecting', 'live']);
  });

  it('reconnects with backoff and a fresh token after the server drops the stream', async () => {
    const { server, snapshots, statuses, token } = await setUp(({ response }, index) => {
      openEvents(response);
      if (index > 0) return sendSnapshot(response, snapshot(true));
      // The first connection's socket is cut once its snapshot is out, as a crashing server would.
      response.write(`event: sessions\ndata: ${JSON.stringify(snapshot(false))}\n\n`, () =>
        response.socket?.destroy(),
      );
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(2));
    expect(snapshots.map((value) => value.blocked)).toEqual([false, true]);
    expect(server.connections[1]?.request.headers.authorization).toBe('Bearer token-2');
    expect(token.calls).toEqual([false, false]);
    const retry = statuses.find((status) => status.state === 'reconnecting');
    // First retry: 40 ms doubled 0 times, half fixed and half jitter (random 0.5): 30 ms.
    expect(retry).toMatchObject({ attempt: 1, delayMs: 30 });
    expect(states(statuses)).toEqual(['connecting', 'live', 'reconnecting', 'connecting', 'live']);
  });

  it('backs off longer after each failed attempt, up to the cap', async () => {
    const { snapshots, statuses } = await setUp(({ response }, index) => {
      if (index < 4) {
        response.writeHead(503, { 'Content-Type': 'application/json' });
        response.end('{"error":"busy"}');
        return;
      }
      openEvents(response);
      sendSnapshot(response, snapshot(false));
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(1), { timeout: 5000 });
    const delays = statuses.flatMap((status) => (status.state === 'reconnecting' ? [status.delayMs] : []));
    // 40, 80, 160, 160 (capped), each 3/4 of itself with random 0.5.
    expect(delays).toEqual([30, 60, 120, 120]);
    const lastRetry = statuses.findLast((status) => status.state === 'reconnecting');
    expect(lastRetry).toMatchObject({ error: expect.any(HttpError) });
  });

  it('keeps backing off from a server that answers and hangs up at once', async () => {
    const { snapshots, statuses } = await setUp(({ response }, index) => {
      openEvents(response);
      sendSnapshot(response, snapshot(false));
      if (index < 3) response.end();
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(4));
    const delays = statuses.flatMap((status) => (status.state === 'reconnecting' ? [status.delayMs] : []));
    // Each snapshot arrived, yet no connection lasted: the wait still doubles.
    expect(delays).toEqual([30, 60, 120]);
  });

  it('starts the backoff afresh after a connection that lasted', async () => {
    const { snapshots, statuses } = await setUp(
      ({ response }, index) => {
        openEvents(response);
        sendSnapshot(response, snapshot(false));
        if (index < 2) response.end();
      },
      fakeVisibility(),
      // Every connection counts as having lasted.
      { stableAfterMs: 0 },
    );
    await vi.waitFor(() => expect(snapshots).toHaveLength(3));
    const attempts = statuses.flatMap((status) => (status.state === 'reconnecting' ? [status.attempt] : []));
    expect(attempts).toEqual([1, 1]);
  });

  it('asks for a refreshed token after a 401', async () => {
    const { snapshots, token, server } = await setUp(({ response }, index) => {
      if (index === 0) {
        response.writeHead(401, { 'Content-Type': 'application/json' });
        response.end('{"error":"Invalid ID token","code":"invalid_token"}');
        return;
      }
      openEvents(response);
      sendSnapshot(response, snapshot(false));
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    expect(token.calls).toEqual([false, true]);
    expect(server.connections[1]?.request.headers.authorization).toBe('Bearer token-2');
  });

  it('stops on a refusal that retrying cannot fix, until asked to try again', async () => {
    const { statuses, server, stream, snapshots } = await setUp(({ response }, index) => {
      if (index === 0) {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end('{"error":"No such route","code":"route_not_found"}');
        return;
      }
      openEvents(response);
      sendSnapshot(response, snapshot(false));
    });
    await vi.waitFor(() => expect(states(statuses)).toContain('failed'));
    expect(statuses.at(-1)).toMatchObject({
      state: 'failed',
      error: { status: 404, code: 'route_not_found' },
    });
    expect(server.connections).toHaveLength(1);
    stream.reconnectNow();
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    expect(server.connections).toHaveLength(2);
  });

  it('closes while the tab is hidden and reopens with a fresh token when it is shown', async () => {
    const { server, snapshots, statuses, visibility } = await setUp(({ response }) => {
      openEvents(response);
      sendSnapshot(response, snapshot(false));
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    visibility.set(true);
    // The server sees its stream closed: nothing stays open behind a hidden tab.
    await server.connections[0]!.closed;
    expect(statuses.at(-1)).toEqual({ state: 'paused' });
    expect(server.connections).toHaveLength(1);

    visibility.set(false);
    await vi.waitFor(() => expect(snapshots).toHaveLength(2));
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]?.request.headers.authorization).toBe('Bearer token-2');
    // Paused is not a drop: no backoff was started.
    expect(states(statuses)).toEqual(['connecting', 'live', 'paused', 'connecting', 'live']);
  });

  it('does not connect at all while the page starts hidden', async () => {
    const visibility = fakeVisibility(true);
    const { server, statuses, snapshots } = await setUp(({ response }) => {
      openEvents(response);
      sendSnapshot(response, snapshot(false));
    }, visibility);
    expect(statuses).toEqual([{ state: 'paused' }]);
    // A request of our own reaches the server; the client's never did.
    await fetch(server.url).then((response) => response.body?.cancel());
    expect(server.connections).toHaveLength(1);
    visibility.set(false);
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    expect(server.connections[1]?.request.headers.authorization).toBe('Bearer token-1');
  });

  it('takes a silent connection for a dead one', async () => {
    const { snapshots, statuses } = await setUp(
      ({ response }, index) => {
        openEvents(response);
        // The first connection sends one snapshot, then nothing (a half-open socket).
        sendSnapshot(response, snapshot(index > 0));
      },
      fakeVisibility(),
      { silenceTimeoutMs: 150 },
    );
    await vi.waitFor(() => expect(snapshots).toHaveLength(2));
    const retry = statuses.find((status) => status.state === 'reconnecting');
    expect(retry).toMatchObject({ error: { name: 'SilentStreamError' } });
  });

  it('drops a snapshot that breaks the contract and reconnects', async () => {
    const { snapshots, statuses } = await setUp(({ response }, index) => {
      openEvents(response);
      if (index === 0) response.write('event: sessions\ndata: {"blocked":"no"}\n\n');
      else sendSnapshot(response, snapshot(false));
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    expect(snapshots[0]).toEqual(snapshot(false));
    expect(states(statuses)).toContain('reconnecting');
  });

  it('applies deltas, reconnects with Last-Event-ID, and starts over after a gap', async () => {
    const { server, snapshots } = await setUp(({ response }, index) => {
      openEvents(response);
      if (index === 0) {
        response.write(`event: sessions\nid: 7\ndata: ${JSON.stringify(snapshot(false))}\n\n`);
        const patch = [
          { op: 'replace', path: '/blocked', value: true },
          { op: 'replace', path: '/sessions/0/frames', value: 9 },
        ];
        response.write(`event: sessions-patch\nid: 8\ndata: ${JSON.stringify(patch)}\n\n`, () =>
          response.socket?.destroy(),
        );
      } else if (index === 1) {
        // A delta that does not follow the last event the client has: it must not be applied.
        response.write(
          `event: sessions-patch\nid: 20\ndata: [{"op":"replace","path":"/blocked","value":false}]\n\n`,
        );
      } else {
        response.write(`event: sessions\nid: 21\ndata: ${JSON.stringify(snapshot(false, []))}\n\n`);
      }
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(3));
    expect(snapshots[0]).toEqual(snapshot(false));
    expect(snapshots[1]).toMatchObject({ blocked: true, sessions: [{ frames: 9 }] });
    expect(snapshots[2]).toEqual(snapshot(false, []));
    expect(server.connections[1]?.request.headers['last-event-id']).toBe('8');
    expect(server.connections[2]?.request.headers['last-event-id']).toBe('8');
  });

  // Issue 33: the refusal feed polled its own endpoint; refusals now come as deltas of the stream.
  it('applies a refusal delta to the state the refusal feed reads', async () => {
    const refused = {
      code: 'AUTH-005' as const,
      keyFingerprint: 'api_1a2b3c4d',
      client: 'remoterl-cli/1.2.3',
      firstAt: '2026-11-26T10:00:01.000Z',
      lastAt: '2026-11-26T10:00:01.000Z',
      count: 1,
    };
    const { snapshots } = await setUp(({ response }) => {
      openEvents(response);
      response.write(`event: sessions\nid: 1\ndata: ${JSON.stringify(snapshot(true))}\n\n`);
      const patch = [{ op: 'add', path: '/refusals/0', value: refused }];
      response.write(`event: sessions-patch\nid: 2\ndata: ${JSON.stringify(patch)}\n\n`);
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(2));
    expect(snapshots[0]?.refusals).toEqual([]);
    expect(snapshots[1]?.refusals).toEqual([refused]);
  });

  it('reports nothing once closed', async () => {
    const { server, stream, statuses, snapshots } = await setUp(({ response }) => {
      openEvents(response);
      sendSnapshot(response, snapshot(false));
    });
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    const seen = statuses.length;
    stream.close();
    await server.connections[0]!.closed;
    expect(statuses).toHaveLength(seen);
  });
});

describe('backoffDelay', () => {
  const options = { initialMs: 1000, maxMs: 30_000 };
  it('doubles per attempt and stays under the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, { ...options, random: () => 1 }))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('jitters between half and all of the delay', () => {
    expect(backoffDelay(3, { ...options, random: () => 0 })).toBe(2000);
    expect(backoffDelay(3, { ...options, random: () => 0.999 })).toBe(3998);
  });
});
