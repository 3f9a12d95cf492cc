// Issue 34.2 / 33.7: a live-view stream keeps at most the newest state while it cannot write, sends
// at most one state message a second, deltas after a full first state, and ids that go on from
// Last-Event-ID. The stalled-stream run here is the bounded version of the 5-minute script
// (bench/stalled-streams.ts).
import { get, type IncomingMessage } from 'node:http';
import { expect, it } from 'vitest';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, type TestSocket } from './helpers/session-socket.ts';
import { EventStream } from './helpers/event-stream.ts';

const { server, account } = await startSessionServer();
const events = () => `${server.url}/gateway/sessions/events`;

/** A stream opened and never read: its response stays paused, so the server's writes back up. */
function stalledStream(idToken: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = get(events(), { headers: { authorization: `Bearer ${idToken}` } }, (response) => {
      response.pause();
      resolve(response);
    });
    request.on('error', reject);
  });
}

/** What a resumed stream delivers until its state shows `trainers` trainers and a heartbeat follows. */
function drain(response: IncomingMessage, trainers: number): Promise<{ bytes: number; stateEvents: number }> {
  return new Promise((resolve) => {
    let text = '';
    let bytes = 0;
    response.setEncoding('utf8');
    response.resume();
    response.on('data', (chunk: string) => {
      text += chunk;
      bytes += Buffer.byteLength(chunk);
      const stateEvents = text.match(/^event: /gm)?.length ?? 0;
      const lastCount = [...text.matchAll(/"trainer":(\d+)|"path":"\/counts\/trainer","value":(\d+)/g)].at(
        -1,
      );
      const settled = Number(lastCount?.[1] ?? lastCount?.[2]) === trainers;
      if (settled && text.lastIndexOf(': heartbeat') > text.lastIndexOf('event: ')) {
        response.destroy();
        resolve({ bytes, stateEvents });
      }
    });
  });
}

it('keeps only the newest state for streams that stop reading while sessions churn', async () => {
  const accounts = await Promise.all([account(), account()]);
  const sockets: TestSocket[] = [];
  for (const { apiKey } of accounts) {
    for (let index = 0; index < 20; index += 1)
      sockets.push((await connect(server.url, apiKey, 'trainer')).socket);
  }
  const stalled = (
    await Promise.all(
      accounts.map(({ user }) => Promise.all(Array.from({ length: 10 }, () => stalledStream(user.idToken)))),
    )
  ).flat();

  // About 2 s of churn: every connect and close changes both accounts' state.
  const churnStarted = Date.now();
  let changes = 0;
  while (Date.now() - churnStarted < 2_000) {
    await Promise.all(
      accounts.map(async ({ apiKey }) => {
        const { socket } = await connect(server.url, apiKey, 'trainer');
        await socket.close();
      }),
    );
    changes += 2;
  }
  const churnSeconds = (Date.now() - churnStarted) / 1_000;

  const delivered = await Promise.all(stalled.map((response) => drain(response, 20)));
  // One full state, then at most one message per second of churn (and one after it).
  const maxEvents = Math.ceil(churnSeconds) + 3;
  expect(changes).toBeGreaterThan(maxEvents * 4);
  for (const { stateEvents } of delivered) expect(stateEvents).toBeLessThanOrEqual(maxEvents);
  await Promise.all(sockets.map((socket) => socket.close()));
}, 60_000);

it('starts with the full state, sends deltas, and numbers events on from Last-Event-ID', async () => {
  const { user, apiKey } = await account();
  const stream = await EventStream.open(events(), user.idToken, '41');
  await stream.until(() => true);
  const trainer = await connect(server.url, apiKey, 'trainer');
  const simulator = await connect(server.url, apiKey, 'simulator');
  await stream.until((s) => s.counts.trainer === 1 && s.counts.simulator === 1);
  expect(stream.events[0]?.event).toBe('sessions');
  expect(stream.events.slice(1).every(({ event }) => event === 'sessions-patch')).toBe(true);
  expect(stream.ids).toEqual(stream.ids.map((_, index) => 42 + index));
  await stream.close();

  const again = await EventStream.open(events(), user.idToken, 'not-a-number');
  expect(await again.until(() => true)).toMatchObject({ counts: { trainer: 1, simulator: 1 } });
  expect(again.ids[0]).toBe(1);
  await Promise.all([again.close(), trainer.socket.close(), simulator.socket.close()]);
});
