// The upgrade's time limit judges what the service answered in time, not what a starved client
// got round to reading: Node runs due timers before it reads sockets, so a client blocked past
// the limit used to time out an upgrade whose answer had been waiting in its socket.
import { Worker } from 'node:worker_threads';
import { afterAll, expect, it } from 'vitest';
import { SessionConnection, type Ending } from './connection.ts';

const LIMIT_MS = 200;
/** What the server thread has seen: 0 nothing, 1 the upgrade request, 2 a frame after its 101. */
const flag = new Int32Array(new SharedArrayBuffer(4));

/**
 * A WebSocket server in a thread of its own, so it runs while this one is blocked. It raises
 * the flag on an upgrade request, accepts it 20 ms later, and raises it again at the first frame.
 */
function startUpgradeServer(): Promise<{ port: number; stop: () => Promise<number> }> {
  const worker = new Worker(
    `
    const { createServer } = require('node:net');
    const { createHash } = require('node:crypto');
    const { parentPort, workerData: { flag } } = require('node:worker_threads');
    const raise = (value) => { Atomics.store(flag, 0, value); Atomics.notify(flag, 0); };
    const server = createServer((socket) => {
      let head = '';
      socket.on('error', () => {});
      socket.on('data', (chunk) => {
        if (Atomics.load(flag, 0) === 1 && head.includes('\\r\\n\\r\\n')) return raise(2);
        head += chunk.toString('latin1');
        if (!head.includes('\\r\\n\\r\\n')) return;
        const key = /sec-websocket-key: *(\\S+)/i.exec(head)[1];
        const accept = createHash('sha1').update(key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11').digest('base64');
        raise(1);
        setTimeout(() => socket.write('HTTP/1.1 101 Switching Protocols\\r\\nUpgrade: websocket\\r\\n' +
          'Connection: Upgrade\\r\\nSec-WebSocket-Accept: ' + accept + '\\r\\n\\r\\n'), 20);
      });
    });
    server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
    `,
    { eval: true, workerData: { flag } },
  );
  return new Promise((resolve) =>
    worker.once('message', (port: number) => resolve({ port, stop: () => worker.terminate() })),
  );
}

/** Keeps this thread from running anything for `ms`. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose: a starved client, not a sleeping one.
  }
}

/** Resolves once the flag is no longer `from`. */
async function flagLeaves(from: number): Promise<void> {
  const waiting = Atomics.waitAsync(flag, 0, from);
  if (waiting.async) await waiting.value;
}

const server = await startUpgradeServer();
afterAll(() => server.stop());

it('takes an upgrade answered within its limit though the client reads the answer after it', async () => {
  let ended: (ending: Ending) => void = () => {};
  const ending = new Promise<Ending>((resolve) => (ended = resolve));
  const connection = new SessionConnection(
    {
      url: `ws://127.0.0.1:${server.port}/sessions/v1`,
      apiKey: 'api_test',
      role: 'trainer',
      client: 'test',
      backoffMs: [],
      upgradeTimeoutMs: LIMIT_MS,
    },
    {
      welcome: () => {},
      control: () => {},
      binary: () => {},
      reconnecting: () => {},
      ended: (value) => ended(value),
    },
  );
  connection.start();
  // Once the server has the request, this thread stops for longer than the limit; the server's
  // 101 arrives meanwhile and waits in the socket.
  await flagLeaves(0);
  blockEventLoop(3 * LIMIT_MS);
  // The upgrade is taken: the client sends its hello (the server's second flag) rather than end.
  const outcome = await Promise.race([flagLeaves(1).then(() => 'hello sent'), ending]);
  expect(outcome).toBe('hello sent');
  await connection.stop();
});
