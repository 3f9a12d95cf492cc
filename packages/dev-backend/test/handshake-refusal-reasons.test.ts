// A handshake the service refuses says why, in the client's vocabulary: the pre-hello pool's 503
// names its cap (`address` or `pool`) and the client reads it as NET-004 "session open failed",
// not NET-003 (the service full) nor NET-010 (the service cannot be reached); a service that
// cannot be reached is NET-010 with the socket's error. The soak's breakdown reads these causes.
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLIENT_NAME, SessionConnection, type Ending } from '@remoterl/cli';
import { TOO_MANY_HANDSHAKES } from '@remoterl/contract';
import { startSessionServer } from './helpers/session-server.ts';
import { sessionsUrl } from './helpers/session-socket.ts';

// Two places in all, one per address: two silent sockets from two addresses fill the pool.
const { server, account } = await startSessionServer({
  SESSION_MAX_HANDSHAKES: '2',
  SESSION_MAX_HANDSHAKES_PER_ADDRESS: '1',
  SESSION_HANDSHAKE_TIMEOUT_MS: '60000',
});
const url = sessionsUrl(server.url);

async function silentSocket(localAddress: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { localAddress, perMessageDeflate: false });
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('open', resolve));
  return socket;
}

/** Opens a session with no retries and answers how it ended. */
function openOnce(target: string, apiKey: string, localAddress: string): Promise<Ending> {
  return new Promise((resolve) => {
    const connection = new SessionConnection(
      { url: target, apiKey, role: 'trainer', client: CLIENT_NAME, backoffMs: [], localAddress },
      {
        welcome: () => void connection.stop(),
        control: () => {},
        binary: () => {},
        reconnecting: () => {},
        ended: resolve,
      },
    );
    connection.start();
  });
}

const silent = [await silentSocket('127.0.0.2'), await silentSocket('127.0.0.3')];
afterAll(() => {
  for (const socket of silent) socket.terminate();
});

it('answers NET-004 naming the address cap when the address has its handshakes in progress', async () => {
  const { apiKey } = await account();
  const ending = await openOnce(url, apiKey, '127.0.0.2');
  expect(ending.code).toBe('NET-004');
  expect(ending.cause).toMatchObject({
    kind: 'upgrade-refused',
    status: 503,
    code: TOO_MANY_HANDSHAKES,
    cap: 'address',
  });
});

it('answers NET-004 naming the pool cap when the pool is full for every address', async () => {
  const { apiKey } = await account();
  const ending = await openOnce(url, apiKey, '127.0.0.1');
  expect(ending.code).toBe('NET-004');
  expect(ending.cause).toMatchObject({ kind: 'upgrade-refused', status: 503, cap: 'pool' });
});

it('answers NET-010 with the socket error when nothing listens', async () => {
  const { apiKey } = await account();
  // The server's port with nothing behind it: closed and never reopened by this file.
  const probe = await import('node:net').then(
    ({ createServer }) =>
      new Promise<number>((resolve) => {
        const listener = createServer();
        listener.listen(0, '127.0.0.1', () => {
          const { port } = listener.address() as { port: number };
          listener.close(() => resolve(port));
        });
      }),
  );
  const ending = await openOnce(`ws://127.0.0.1:${probe}/sessions/v1`, apiKey, '127.0.0.1');
  expect(ending.code).toBe('NET-010');
  expect(ending.cause).toMatchObject({ kind: 'socket-error', code: 'ECONNREFUSED' });
});
