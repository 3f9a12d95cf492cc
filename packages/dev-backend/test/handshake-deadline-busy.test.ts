// The hello deadline judges what the client sent in time, not what a busy server got round to
// reading. Node runs due timers before it reads sockets, so after the event loop was blocked past
// the deadline (a starved machine, a long synchronous task), the deadline used to fire first and
// refuse with NET-001 a hello that had been waiting in the socket all along.
import { expect, it } from 'vitest';
import { startSessionServer } from './helpers/session-server.ts';
import { hello, refusal, sessionsUrl, TestSocket } from './helpers/session-socket.ts';

const DEADLINE_MS = 200;
const { server, account } = await startSessionServer({ SESSION_HANDSHAKE_TIMEOUT_MS: String(DEADLINE_MS) });

/** Keeps the whole process (the server is in it) from running anything for `ms`. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose: a starved server, not a sleeping one.
  }
}

it('welcomes a hello sent before the deadline that the server reads after it', async () => {
  const { apiKey } = await account();
  const socket = await hello(server.url, { apiKey, role: 'trainer' });
  // The hello is in the server's socket; the server cannot run until its deadline has passed.
  blockEventLoop(3 * DEADLINE_MS);
  const welcome = await socket.next('welcome');
  expect(welcome.role).toBe('trainer');
  await socket.close();
});

it('still refuses with NET-001 a socket that had sent nothing by the deadline', async () => {
  const socket = new TestSocket(sessionsUrl(server.url));
  await socket.opened;
  blockEventLoop(3 * DEADLINE_MS);
  expect(await refusal(socket)).toMatchObject({ code: 'NET-001', close: 4400 });
});
