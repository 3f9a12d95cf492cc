// The portal's live view of sessions: the snapshot, the event stream (authenticated by header,
// a snapshot on every change), Disconnect, the block switch, and a regenerated key ending its
// sessions with AUTH-003.
import { describe, expect, it } from 'vitest';
import { signInWithGoogle } from './helpers/emulator.ts';
import { EventStream } from './helpers/event-stream.ts';
import { snapshot, snapshotWhere } from './helpers/live-view.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, refusal } from './helpers/session-socket.ts';

const { server, api, account } = await startSessionServer();
const events = () => `${server.url}/gateway/sessions/events`;

describe('GET /gateway/sessions', () => {
  it('lists the account’s sessions with counters, peers and key prefix', async () => {
    const { user, apiKey } = await account();
    expect(await snapshot(api, user)).toMatchObject({
      blocked: false,
      sessions: [],
      counts: { simulator: 0, trainer: 0 },
      graceEndsAt: null,
    });
    const trainer = await connect(server.url, apiKey, 'trainer');
    const simulator = await connect(server.url, apiKey, 'simulator');
    simulator.socket.sendBinary(Buffer.from('step'));
    await trainer.socket.nextBinary();
    simulator.socket.send({ type: 'ping', t: 1 });
    await simulator.socket.next('pong');
    const view = await snapshot(api, user);
    expect(view.counts).toEqual({ simulator: 1, trainer: 1 });
    const row = view.sessions.find((item) => item.id === simulator.welcome.sessionId);
    expect(row).toMatchObject({
      role: 'simulator',
      state: 'active',
      frames: 1,
      peer: trainer.welcome.sessionId,
      keyPrefix: apiKey.slice(0, 12),
    });
    expect(row?.bytesIn).toBeGreaterThan(4);
    expect(row?.bytesOut).toBeGreaterThan(0);
    expect(row?.lastHeartbeatAt).not.toBeNull();
    await Promise.all([trainer.socket.close(), simulator.socket.close()]);
  });

  it('answers 401 without a token and 404 before registration', async () => {
    expect((await api('/gateway/sessions')).status).toBe(401);
    const stranger = await signInWithGoogle('No Account');
    const response = await api('/gateway/sessions', { user: stranger });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'no_account' });
  });
});

describe('GET /gateway/sessions/events', () => {
  it('takes the ID token only from the Authorization header', async () => {
    const { user } = await account();
    const inUrl = await fetch(`${events()}?token=${user.idToken}`);
    expect(inUrl.status).toBe(401);
    const stream = await EventStream.open(events(), user.idToken);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.close();
  });

  it('sends the snapshot on connect, on every change, and the counters while they move', async () => {
    const { user, apiKey } = await account();
    const stream = await EventStream.open(events(), user.idToken);
    expect(await stream.until(() => true)).toMatchObject({
      blocked: false,
      sessions: [],
      counts: { simulator: 0, trainer: 0 },
    });
    const trainer = await connect(server.url, apiKey, 'trainer');
    await stream.until((s) => s.counts.trainer === 1);
    const simulator = await connect(server.url, apiKey, 'simulator');
    await stream.until((s) =>
      s.sessions.some((row) => row.role === 'simulator' && row.peer === trainer.welcome.sessionId),
    );
    for (let index = 0; index < 5; index += 1) simulator.socket.sendBinary(Buffer.from(`step ${index}`));
    await trainer.socket.binaryFrames(5);
    await stream.until((s) => s.sessions.some((row) => row.role === 'simulator' && row.frames === 5));
    await api('/gateway/sessions/block', { user, json: { blocked: true } });
    await stream.until((s) => s.blocked);
    await simulator.socket.close();
    await stream.until((s) => s.counts.simulator === 0);
    // FAST_SESSIONS sends the heartbeat comment every 200 ms (15 s by default).
    expect(await stream.untilComment()).toBeGreaterThan(0);
    await Promise.all([stream.close(), trainer.socket.close()]);
  });

  it('caps the streams one account holds open (429)', async () => {
    const { user } = await account();
    const open = await Promise.all(
      Array.from({ length: 10 }, () => EventStream.open(events(), user.idToken)),
    );
    await Promise.all(open.map((stream) => stream.until(() => true)));
    const extra = await fetch(events(), { headers: { authorization: `Bearer ${user.idToken}` } });
    expect(extra.status).toBe(429);
    expect(await extra.json()).toMatchObject({ code: 'too_many_streams' });
    await Promise.all(open.map((stream) => stream.close()));
  });
});

describe('POST /gateway/sessions/{id}/disconnect', () => {
  it('ends the session with a closing frame and 4010; another account’s session is unknown', async () => {
    const owner = await account();
    const other = await account();
    const simulator = await connect(server.url, owner.apiKey, 'simulator');
    const id = simulator.welcome.sessionId;
    const foreign = await api(`/gateway/sessions/${id}/disconnect`, { user: other.user, method: 'POST' });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'unknown_session' });
    expect(
      (await api('/gateway/sessions/NOT-AN-ID/disconnect', { user: owner.user, method: 'POST' })).status,
    ).toBe(404);

    const response = await api(`/gateway/sessions/${id}/disconnect`, { user: owner.user, method: 'POST' });
    expect(response.status).toBe(204);
    expect(await simulator.socket.next('closing')).toEqual({
      type: 'closing',
      reason: 'disconnected_by_user',
      message: 'Disconnected from the RemoteRL dashboard',
    });
    expect((await simulator.socket.closed).code).toBe(4010);
    expect((await snapshot(api, owner.user)).sessions).toEqual([]);
    expect(
      (await api(`/gateway/sessions/${id}/disconnect`, { user: owner.user, method: 'POST' })).status,
    ).toBe(404);
  });
});

describe('POST /gateway/sessions/block', () => {
  it('keeps the switch on the server and refuses bad bodies', async () => {
    const { user } = await account();
    expect(await (await api('/gateway/sessions/block', { user, json: { blocked: true } })).json()).toEqual({
      blocked: true,
    });
    expect((await snapshot(api, user)).blocked).toBe(true);
    const bad = await api('/gateway/sessions/block', { user, json: { blocked: 'yes' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_request' });
    expect(await (await api('/gateway/sessions/block', { user, json: { blocked: false } })).json()).toEqual({
      blocked: false,
    });
  });
});

describe('regenerating the key', () => {
  it('ends the old key’s running sessions with AUTH-003', async () => {
    const { user, apiKey } = await account();
    const trainer = await connect(server.url, apiKey, 'trainer');
    const simulator = await connect(server.url, apiKey, 'simulator');
    const rotated = await api('/gateway/api-key/rotate', { user, json: { currentKey: apiKey } });
    expect(rotated.status).toBe(200);
    for (const { socket } of [trainer, simulator]) {
      expect(await refusal(socket)).toMatchObject({ code: 'AUTH-003', close: 4003 });
    }
    await snapshotWhere(api, user, (s) => s.sessions.length === 0);
  });
});
