// Issue 34.1: sockets that never authenticate must not shut accounts out. An attacker on
// 127.0.0.2 keeps 1,000 silent or wrong-key sockets open, reopening each as the server closes or
// refuses it, while a real account on 127.0.0.1 connects 20 times.
import { performance } from 'node:perf_hooks';
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadSessionConfig } from '../src/sessions/config.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, sessionsUrl } from './helpers/session-socket.ts';

// The production handshake deadline, not the shortened one other suites use: the attack is timed
// against what a real start would do.
const { server, account } = await startSessionServer({
  SESSION_HANDSHAKE_TIMEOUT_MS: String(loadSessionConfig({}).handshakeTimeoutMs),
});

const ATTACKER_ADDRESS = '127.0.0.2';
const ATTACKER_SOCKETS = 1_000;
/** A refused upgrade is retried this soon: a hostile client, not a busy loop in the test. */
const ATTACKER_RETRY_MS = 20;
const wrongKey = 'api_00000000-0000-4000-8000-000000000000';

/** One attacker slot: opens a socket, stays silent (even) or sends a wrong key and stops reading (odd). */
function attackerSlot(url: string, index: number, state: { running: boolean; attempts: Set<number> }) {
  let socket: WebSocket | undefined;
  const open = () => {
    if (!state.running) return;
    socket = new WebSocket(url, { localAddress: ATTACKER_ADDRESS, perMessageDeflate: false });
    socket.on('error', () => {});
    socket.once('open', () => {
      state.attempts.add(index);
      if (index % 2 === 1 && socket) {
        socket.send(JSON.stringify({ type: 'hello', apiKey: wrongKey, role: 'simulator' }));
        socket.pause();
      }
    });
    socket.once('unexpected-response', (request) => {
      state.attempts.add(index);
      request.destroy();
    });
    socket.once('close', () => setTimeout(open, ATTACKER_RETRY_MS));
  };
  open();
  return () => socket?.terminate();
}

it('keeps 20 of 20 handshakes of a real account under 1 s while 1,000 hostile sockets crowd in', async () => {
  const { apiKey } = await account();
  const url = sessionsUrl(server.url);
  const state = { running: true, attempts: new Set<number>() };
  const stops = Array.from({ length: ATTACKER_SOCKETS }, (_, index) => attackerSlot(url, index, state));
  afterAll(() => {
    state.running = false;
    for (const stop of stops) stop();
  });
  // Every attacker slot has had its socket accepted or refused before the account tries.
  await expect.poll(() => state.attempts.size, { timeout: 15_000, interval: 50 }).toBe(ATTACKER_SOCKETS);

  const durations: number[] = [];
  const codes: string[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const started = performance.now();
    try {
      const { socket, welcome } = await connect(server.url, apiKey, 'trainer');
      codes.push(welcome.type);
      await socket.close();
    } catch (error) {
      codes.push(String(error));
    }
    durations.push(performance.now() - started);
  }
  state.running = false;
  expect(codes).toEqual(Array.from({ length: 20 }, () => 'welcome'));
  expect(Math.max(...durations)).toBeLessThan(1_000);
}, 60_000);
