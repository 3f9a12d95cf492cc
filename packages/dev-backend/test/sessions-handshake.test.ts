// The session service's handshake and refusals: every code the real client knows, each as an
// error frame followed by its documented close code.
import { API_KEY_PATTERN } from '@remoterl/product';
import { describe, expect, it } from 'vitest';
import { REFUSALS } from '@remoterl/contract';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, hello, refusal, sessionsUrl, TestSocket } from './helpers/session-socket.ts';

const { server, api, account } = await startSessionServer();

const unknownKey = 'api_00000000-0000-4000-8000-000000000000';

describe('handshake', () => {
  it('welcomes a key with its session id, data left, plan limits and dashboard', async () => {
    const { apiKey } = await account();
    const { socket, welcome } = await connect(server.url, apiKey, 'trainer');
    expect(welcome).toMatchObject({
      type: 'welcome',
      role: 'trainer',
      resumed: false,
      plan: 'free',
      // A new Free account has its whole 1 GB.
      dataLeftMb: 1000,
      limits: { maxSimulators: 2, maxFrameBytes: 65536, heartbeatMs: 15000 },
      dashboardUrl: 'http://127.0.0.1:14173/user/dashboard',
    });
    expect(welcome.sessionId).toMatch(/^[0-9a-f]{8}$/);
    expect(welcome.sessionToken.length).toBeGreaterThanOrEqual(16);
    // A trainer with no simulator has nothing to say yet; a simulator is told to wait.
    const simulator = await connect(server.url, apiKey, 'simulator');
    expect(await simulator.socket.next('paired')).toEqual({ type: 'paired', trainer: welcome.sessionId });
    expect(await socket.next('attached')).toEqual({
      type: 'attached',
      simulator: simulator.welcome.sessionId,
    });
    await Promise.all([socket.close(), simulator.socket.close()]);
  });

  it('gives a Premium account no simulator limit and its credit in MB ($1 per GB)', async () => {
    const { apiKey } = await account({ premiumDollars: 20 });
    const { socket, welcome } = await connect(server.url, apiKey, 'simulator');
    expect(welcome).toMatchObject({ plan: 'premium', dataLeftMb: 20_000, limits: { maxSimulators: null } });
    expect(await socket.next('waiting')).toEqual({ type: 'waiting' });
    await socket.close();
  });
});

describe('refusals: an error frame, then the documented close code', () => {
  it('AUTH-001: no key', async () => {
    const socket = await hello(server.url, { role: 'trainer' }, { malformed: true });
    expect(await refusal(socket)).toEqual({
      code: 'AUTH-001',
      message: REFUSALS['AUTH-001'].message,
      close: 4001,
    });
  });

  it('AUTH-002: a key of the wrong shape, or one nobody holds', async () => {
    for (const [apiKey, malformed] of [
      [`rrl_${'a'.repeat(43)}`, true],
      [42, true],
      [unknownKey, false],
    ] as const) {
      const socket = await hello(server.url, { apiKey, role: 'simulator' }, { malformed });
      expect(await refusal(socket)).toMatchObject({ code: 'AUTH-002', close: 4002 });
    }
  });

  it('AUTH-003: a key that was regenerated', async () => {
    const { user, apiKey } = await account();
    const rotated = await api('/gateway/api-key/rotate', { user, json: { currentKey: apiKey } });
    const { apiKey: newKey } = (await rotated.json()) as { apiKey: string };
    expect(newKey).toMatch(API_KEY_PATTERN);
    const socket = await hello(server.url, { apiKey, role: 'trainer' });
    expect(await refusal(socket)).toEqual({
      code: 'AUTH-003',
      message: REFUSALS['AUTH-003'].message,
      close: 4003,
    });
    const { socket: fresh } = await connect(server.url, newKey, 'trainer');
    await fresh.close();
  });

  it('AUTH-004: an account with no data left', async () => {
    const { user, apiKey } = await account();
    // 10 trainer hours = 1 GB: the whole Free allowance.
    const today = new Date().toISOString().slice(0, 10);
    await api('/__test__/usage', {
      json: { uid: user.uid, records: [{ date: today, role: 'trainer', hours: 10 }] },
    });
    const socket = await hello(server.url, { apiKey, role: 'simulator' });
    expect(await refusal(socket)).toEqual({
      code: 'AUTH-004',
      message: 'Data credit exhausted - upgrade plan or wait for next refill',
      close: 4004,
    });
  });

  it('AUTH-005: new sessions while the user blocks them; running ones go on', async () => {
    const { user, apiKey } = await account();
    const running = await connect(server.url, apiKey, 'trainer');
    const blocked = await api('/gateway/sessions/block', { user, json: { blocked: true } });
    expect(await blocked.json()).toEqual({ blocked: true });
    const socket = await hello(server.url, { apiKey, role: 'simulator' });
    expect(await refusal(socket)).toMatchObject({ code: 'AUTH-005', close: 4005 });
    running.socket.send({ type: 'ping', t: 1 });
    expect(await running.socket.next('pong')).toEqual({ type: 'pong', t: 1 });
    await api('/gateway/sessions/block', { user, json: { blocked: false } });
    const allowed = await connect(server.url, apiKey, 'simulator');
    await Promise.all([allowed.socket.close(), running.socket.close()]);
  });

  it('QUO-001: a Free account’s third simulator (BASIC runs 2 at once)', async () => {
    const { apiKey } = await account();
    const first = await connect(server.url, apiKey, 'simulator');
    const second = await connect(server.url, apiKey, 'simulator');
    const third = await hello(server.url, { apiKey, role: 'simulator' });
    expect(await refusal(third)).toEqual({
      code: 'QUO-001',
      message: REFUSALS['QUO-001'].message,
      close: 4101,
    });
    // A trainer is not a simulator: still welcome.
    const trainer = await connect(server.url, apiKey, 'trainer');
    await Promise.all([first, second, trainer].map(({ socket }) => socket.close()));
  });

  it('NET-001: a first frame that is not a hello, a wrong role, or no hello in time', async () => {
    const { apiKey } = await account();
    for (const text of ['not json', '[]', '{"type":"hi"}']) {
      const socket = new TestSocket(sessionsUrl(server.url));
      await socket.opened;
      socket.sendMalformed(text);
      expect(await refusal(socket)).toMatchObject({ code: 'NET-001', close: 4400 });
    }
    // A documented frame, but not the first one.
    const pingFirst = new TestSocket(sessionsUrl(server.url));
    await pingFirst.opened;
    pingFirst.send({ type: 'ping', t: 1 });
    expect(await refusal(pingFirst)).toMatchObject({ code: 'NET-001', close: 4400 });
    const binary = new TestSocket(sessionsUrl(server.url));
    await binary.opened;
    binary.sendMalformed(Buffer.from('{"type":"hello"}'), true);
    expect(await refusal(binary)).toMatchObject({ code: 'NET-001', close: 4400 });
    const wrongRole = await hello(server.url, { apiKey, role: 'pilot' }, { malformed: true });
    expect(await refusal(wrongRole)).toMatchObject({ code: 'NET-001', close: 4400 });
    // FAST_SESSIONS sets a 1 s handshake timeout; the socket simply says nothing.
    const silent = new TestSocket(sessionsUrl(server.url));
    const { code, message } = await refusal(silent);
    expect({ code, message }).toEqual({
      code: 'NET-001',
      message: 'Handshake failed: no hello within 1000 ms',
    });
  });
});

describe('frames after the handshake', () => {
  it('closes a frame over the size limit with 1009', async () => {
    const { apiKey } = await account();
    const { socket } = await connect(server.url, apiKey, 'simulator');
    socket.sendMalformed(Buffer.alloc(65_537), true);
    expect((await socket.closed).code).toBe(1009);
    // Before the handshake too: the limit is the socket's.
    const early = new TestSocket(sessionsUrl(server.url));
    await early.opened;
    early.sendMalformed(Buffer.alloc(70_000, 0x20));
    expect((await early.closed).code).toBe(1009);
  });

  it('PROTO-001: a control frame that is not a ping, or a trainer frame with no simulator id', async () => {
    const { apiKey } = await account();
    const simulator = await connect(server.url, apiKey, 'simulator');
    simulator.socket.sendMalformed('{"type":"steer"}');
    expect(await refusal(simulator.socket)).toMatchObject({ code: 'PROTO-001', close: 4400 });
    const trainer = await connect(server.url, apiKey, 'trainer');
    trainer.socket.sendMalformed(Buffer.from([1, 2]), true);
    expect(await refusal(trainer.socket)).toMatchObject({ code: 'PROTO-001', close: 4400 });
  });

  it('answers ping with pong', async () => {
    const { apiKey } = await account();
    const { socket } = await connect(server.url, apiKey, 'trainer');
    socket.send({ type: 'ping', t: 1234.5 });
    expect(await socket.next('pong')).toEqual({ type: 'pong', t: 1234.5 });
    await socket.close();
  });
});

it('answers 404 to a WebSocket upgrade on any other path', async () => {
  const socket = new TestSocket(`${server.url.replace('http', 'ws')}/sessions/v2`);
  await expect(socket.opened).rejects.toThrow(/404/);
});
