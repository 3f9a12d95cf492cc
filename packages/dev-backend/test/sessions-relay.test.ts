// Relaying between a simulator and its trainer: ids on the wire, pairing, accounts kept apart,
// backpressure with a bounded buffer, and resuming a dropped session with its token.
import { describe, expect, it } from 'vitest';
import { snapshot, snapshotWhere } from './helpers/live-view.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, type TestSocket } from './helpers/session-socket.ts';

const { server, api, account } = await startSessionServer();

const idBytes = (id: string) => Buffer.from(id, 'hex');
const toSimulator = (id: string, payload: string | Buffer) =>
  Buffer.concat([idBytes(id), Buffer.isBuffer(payload) ? payload : Buffer.from(payload)]);

/** Every frame the socket sent before this has been processed by the server. */
async function processed(socket: TestSocket): Promise<void> {
  const t = Math.random();
  socket.send({ type: 'ping', t });
  expect(await socket.next('pong')).toEqual({ type: 'pong', t });
}

describe('relay', () => {
  it("carries a simulator's frames to its trainer with its id, and the trainer's to that simulator only", async () => {
    const { apiKey } = await account();
    const trainer = await connect(server.url, apiKey, 'trainer');
    const one = await connect(server.url, apiKey, 'simulator');
    const two = await connect(server.url, apiKey, 'simulator');
    one.socket.sendBinary(Buffer.from('observation-1'));
    const received = await trainer.socket.nextBinary();
    expect(received.subarray(0, 4).toString('hex')).toBe(one.welcome.sessionId);
    expect(received.subarray(4).toString()).toBe('observation-1');

    trainer.socket.sendBinary(toSimulator(two.welcome.sessionId, 'action-2'));
    trainer.socket.sendBinary(toSimulator(one.welcome.sessionId, 'action-1'));
    expect((await two.socket.nextBinary()).toString()).toBe('action-2');
    expect((await one.socket.nextBinary()).toString()).toBe('action-1');

    const rows = (await snapshot(api, (await account()).user)).sessions;
    expect(rows).toEqual([]);
    await Promise.all([trainer, one, two].map(({ socket }) => socket.close()));
  });

  it("never lets one account's frames reach another's sessions", async () => {
    const [a, b] = [await account({ premiumDollars: 10 }), await account({ premiumDollars: 10 })];
    const ta = await connect(server.url, a.apiKey, 'trainer');
    const tb = await connect(server.url, b.apiKey, 'trainer');
    const sa = await connect(server.url, a.apiKey, 'simulator');
    const sb = await connect(server.url, b.apiKey, 'simulator');
    const frames = 50;
    for (let index = 0; index < frames; index += 1) {
      sa.socket.sendBinary(Buffer.from(`a:${index}`));
      sb.socket.sendBinary(Buffer.from(`b:${index}`));
    }
    const [atA, atB] = await Promise.all([ta.socket.binaryFrames(frames), tb.socket.binaryFrames(frames)]);
    expect(atA.map((frame) => frame.subarray(0, 4).toString('hex'))).toEqual(
      Array(frames).fill(sa.welcome.sessionId),
    );
    expect(atA.map((frame) => frame.subarray(4).toString())).toEqual(
      [...Array(frames).keys()].map((i) => `a:${i}`),
    );
    expect(atB.map((frame) => frame.subarray(4).toString())).toEqual(
      [...Array(frames).keys()].map((i) => `b:${i}`),
    );

    // A's trainer names B's simulator: the frame is dropped, never delivered.
    ta.socket.sendBinary(toSimulator(sb.welcome.sessionId, 'stolen'));
    await processed(ta.socket);
    tb.socket.sendBinary(toSimulator(sb.welcome.sessionId, 'own'));
    expect((await sb.socket.nextBinary()).toString()).toBe('own');
    // B's live view counts only B's frames, and shows nothing of A.
    const viewB = await snapshot(api, b.user);
    expect(viewB.sessions.map((row) => row.id).sort()).toEqual(
      [tb.welcome.sessionId, sb.welcome.sessionId].sort(),
    );
    expect(viewB.sessions.find((row) => row.role === 'simulator')?.frames).toBe(frames);
    expect(viewB.sessions.find((row) => row.role === 'trainer')?.frames).toBe(1);
    await Promise.all([ta, tb, sa, sb].map(({ socket }) => socket.close()));
  });
});

describe('pairing', () => {
  it('makes a simulator wait for a trainer, spreads simulators, and moves them when a trainer leaves', async () => {
    const { user, apiKey } = await account({ premiumDollars: 10 });
    const first = await connect(server.url, apiKey, 'simulator');
    expect(await first.socket.next('waiting')).toEqual({ type: 'waiting' });
    const t1 = await connect(server.url, apiKey, 'trainer');
    expect(await first.socket.next('paired')).toEqual({ type: 'paired', trainer: t1.welcome.sessionId });
    const t2 = await connect(server.url, apiKey, 'trainer');
    // The trainer serving the fewest takes the next simulator.
    const second = await connect(server.url, apiKey, 'simulator');
    expect(await second.socket.next('paired')).toEqual({ type: 'paired', trainer: t2.welcome.sessionId });
    expect(await t2.socket.next('attached')).toEqual({
      type: 'attached',
      simulator: second.welcome.sessionId,
    });

    await t1.socket.close();
    expect(await first.socket.next('unpaired')).toEqual({ type: 'unpaired' });
    expect(await first.socket.next('paired')).toEqual({ type: 'paired', trainer: t2.welcome.sessionId });
    expect(await t2.socket.next('attached')).toEqual({
      type: 'attached',
      simulator: first.welcome.sessionId,
    });
    await second.socket.close();
    expect(await t2.socket.next('detached')).toEqual({
      type: 'detached',
      simulator: second.welcome.sessionId,
    });
    const view = await snapshotWhere(api, user, (s) => s.sessions.length === 2);
    expect(view.counts).toEqual({ simulator: 1, trainer: 1 });
    expect(view.sessions.find((row) => row.role === 'simulator')).toMatchObject({
      state: 'active',
      peer: t2.welcome.sessionId,
    });
    await Promise.all([first.socket.close(), t2.socket.close()]);
  });
});

describe('backpressure', () => {
  const FRAME = Buffer.alloc(60_000, 7);
  // 60 MB: several times what the kernel buffers between the server and a paused reader hold.
  const TOTAL = 1_000;

  it('closes a reader that stays over its bound (4008) after reading only a bounded part', async () => {
    const { user, apiKey } = await account();
    const trainer = await connect(server.url, apiKey, 'trainer');
    const simulator = await connect(server.url, apiKey, 'simulator');
    await trainer.socket.next('attached');
    trainer.socket.socket.pause(); // reads nothing from here on
    for (let index = 0; index < TOTAL; index += 1) simulator.socket.sendBinary(FRAME);
    // FAST_SESSIONS: 256 KB bound, 400 ms stall timeout. The simulator hears its trainer left.
    expect(await simulator.socket.next('unpaired')).toEqual({ type: 'unpaired' });
    const row = (await snapshot(api, user)).sessions.find((item) => item.role === 'simulator');
    // The server stopped reading the sender instead of buffering all 60 MB.
    expect(row?.bytesOut).toBeLessThan((TOTAL * FRAME.length) / 2);
    trainer.socket.socket.resume();
    expect((await trainer.socket.closed).code).toBe(4008);
    await simulator.socket.close();
  });
});

describe('resume', () => {
  it('holds a dropped session for its token: same id, peer kept, frames sent meanwhile delivered', async () => {
    const { user, apiKey } = await account();
    const trainer = await connect(server.url, apiKey, 'trainer');
    const simulator = await connect(server.url, apiKey, 'simulator');
    await simulator.socket.next('paired');
    simulator.socket.drop();
    await snapshotWhere(api, user, (s) => s.sessions.some((row) => row.state === 'held'));
    trainer.socket.sendBinary(toSimulator(simulator.welcome.sessionId, 'while-away'));
    await processed(trainer.socket);

    const back = await connect(server.url, apiKey, 'simulator', simulator.welcome.sessionToken);
    expect(back.welcome).toMatchObject({ resumed: true, sessionId: simulator.welcome.sessionId });
    expect(await back.socket.next('paired')).toEqual({ type: 'paired', trainer: trainer.welcome.sessionId });
    expect((await back.socket.nextBinary()).toString()).toBe('while-away');
    // The trainer never lost its simulator.
    expect(trainer.socket.unread().filter((frame) => frame.type === 'detached')).toEqual([]);
    await back.socket.close();
    expect(await trainer.socket.next('detached')).toEqual({
      type: 'detached',
      simulator: simulator.welcome.sessionId,
    });

    // The token of an ended session opens a new one.
    const again = await connect(server.url, apiKey, 'simulator', simulator.welcome.sessionToken);
    expect(again.welcome.resumed).toBe(false);
    expect(again.welcome.sessionId).not.toBe(simulator.welcome.sessionId);
    await Promise.all([again.socket.close(), trainer.socket.close()]);
  });
});
