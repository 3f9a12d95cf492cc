// A client that resets its connection after an upgrade was refused (421, 404, or the pre-hello
// pool's 503) must not take the server down. Node's HTTP server drops its own error handler from
// a socket it hands to 'upgrade', so a refusal written there without one turned the peer's reset
// (ECONNRESET) into an uncaught exception: the soak's attacker crashed the whole server with it.
import { connect as connectTcp } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSIONS_PATH } from '@remoterl/contract';
import { startTestServer } from './helpers/server.ts';

// One place per address in the pre-hello pool, so a single silent socket fills it for 127.0.0.1.
const server = await startTestServer({
  SESSION_MAX_HANDSHAKES_PER_ADDRESS: '1',
  SESSION_HANDSHAKE_TIMEOUT_MS: '60000',
});
afterAll(() => server.dispose());

/** Sends an upgrade request, and resets the connection (RST) as soon as the answer starts. */
function upgradeThenReset(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(server.port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('connect', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${Buffer.from('0123456789abcdef').toString('base64')}\r\n\r\n`,
      ),
    );
    socket.once('data', (answer) => {
      socket.resetAndDestroy();
      resolve(answer.toString('latin1').split('\r\n')[0] ?? '');
    });
  });
}

it.each([
  ['a foreign Host (421)', SESSIONS_PATH, 'evil.example', '421'],
  ['an unknown path (404)', '/not-sessions', undefined, '404'],
  ['a full pre-hello pool (503)', SESSIONS_PATH, undefined, '503'],
])('survives a reset after refusing an upgrade for %s', async (_, path, host, status) => {
  const local = new URL(server.url).host;
  // A silent socket holds 127.0.0.1's only place in the pre-hello pool.
  const silent = new WebSocket(`${server.url.replace('http', 'ws')}${SESSIONS_PATH}`);
  silent.on('error', () => {});
  await new Promise((resolve) => silent.once('open', resolve));
  try {
    for (let round = 0; round < 20; round += 1) {
      expect(await upgradeThenReset(path, host ?? local)).toContain(status);
    }
    // Still serving: an uncaught ECONNRESET would have failed the run before this answers.
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  } finally {
    silent.terminate();
  }
});
