// Issue 33: a session vanished from the portal the moment it ended, refusals left no trace, and
// every page load was recorded as a sign-in. Ended sessions are kept with their totals and end
// reason; refusals of a known key are folded per hour; a sign-in is recorded once.
import { describe, expect, it } from 'vitest';
import {
  ActivityLogSchema,
  HistorySessionDetailSchema,
  RefusalListSchema,
  SessionHistoryPageSchema,
} from '@remoterl/contract';
import { EventStream } from './helpers/event-stream.ts';
import { accountBody } from './helpers/server.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, hello, refusal } from './helpers/session-socket.ts';

const { server, api, account } = await startSessionServer();

type User = Awaited<ReturnType<typeof account>>['user'];
const history = async (user: User, query = '') =>
  SessionHistoryPageSchema.parse(await (await api(`/gateway/sessions/history${query}`, { user })).json());

describe('session history', () => {
  it('keeps an ended session with its reason, totals from the process side and timeline', async () => {
    const { user, apiKey } = await account();
    const trainer = await connect(server.url, apiKey, 'trainer');
    const simulator = await connect(server.url, apiKey, 'simulator');
    await trainer.socket.next('attached');
    simulator.socket.sendBinary(Buffer.from('0123456789'));
    await trainer.socket.nextBinary();
    const disconnected = await api(`/gateway/sessions/${simulator.welcome.sessionId}/disconnect`, {
      user,
      method: 'POST',
    });
    expect(disconnected.status).toBe(204);
    await simulator.socket.closed;
    const ended = Date.now();
    await trainer.socket.close();

    const { sessions } = await history(user);
    expect(sessions.map((session) => [session.role, session.endReason, session.endCode])).toEqual([
      ['trainer', 'closed_by_client', '1000'],
      ['simulator', 'disconnected_from_dashboard', '4010'],
    ]);
    const row = sessions[1];
    expect(row).toMatchObject({
      id: simulator.welcome.sessionId,
      peer: trainer.welcome.sessionId,
      keyFingerprint: apiKey.slice(0, 12),
      frames: 1,
      costCents: null,
    });
    // The simulator sent its 10-byte frame; it received its welcome and pairing frames.
    expect(row?.sentBytes).toBeGreaterThanOrEqual(10);
    expect(row?.receivedBytes).toBeGreaterThan(row?.sentBytes ?? 0);
    expect(Date.parse(row?.endedAt ?? '')).toBeLessThanOrEqual(ended);
    expect(row?.allowanceShare).toBeGreaterThanOrEqual(0);

    const detail = HistorySessionDetailSchema.parse(
      await (await api(`/gateway/sessions/history/${simulator.welcome.sessionId}`, { user })).json(),
    );
    expect(detail.timeline.map((event) => event.event)).toEqual(['connected', 'paired', 'ended']);
  });

  it('filters, pages with a cursor, and refuses unknown filters and reversed dates', async () => {
    const { user, apiKey } = await account();
    for (let index = 0; index < 3; index += 1) {
      const { socket } = await connect(server.url, apiKey, 'simulator');
      await socket.close();
    }
    const { socket } = await connect(server.url, apiKey, 'trainer');
    await socket.close();
    await expect.poll(async () => (await history(user)).sessions.length).toBe(4);

    expect((await history(user, '?role=trainer')).sessions).toHaveLength(1);
    const first = await history(user, '?role=simulator&limit=2');
    expect(first.sessions).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await history(user, `?role=simulator&limit=2&cursor=${first.nextCursor}`);
    expect(second.sessions).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(user, `?from=${today}&to=${today}&reason=closed_by_client`)).sessions).toHaveLength(
      4,
    );
    expect((await history(user, '?reason=slow_reader')).sessions).toHaveLength(0);

    for (const bad of [
      '?colour=red',
      '?role=robot',
      '?from=2026-11-28&to=2026-11-01',
      '?limit=0',
      '?cursor=x',
    ]) {
      const answer = await api(`/gateway/sessions/history${bad}`, { user });
      expect(answer.status, bad).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'history_query_invalid' });
    }
  });

  it("never shows another account's session", async () => {
    const owner = await account();
    const { socket, welcome } = await connect(server.url, owner.apiKey, 'simulator');
    await socket.close();
    const other = await account();
    const answer = await api(`/gateway/sessions/history/${welcome.sessionId}`, { user: other.user });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'unknown_session' });
    expect((await history(other.user)).sessions).toEqual([]);
  });
});

describe('refused connections', () => {
  it('folds repeats per code, key and hour; logs the first in the activity log', async () => {
    const { user, apiKey } = await account();
    await api('/gateway/sessions/block', { user, json: { blocked: true } });
    for (let index = 0; index < 5; index += 1) {
      const socket = await hello(server.url, { apiKey, role: 'simulator', client: 'remoterl-cli/1.2.3' });
      expect((await refusal(socket)).code).toBe('AUTH-005');
    }
    const { refusals } = RefusalListSchema.parse(
      await (await api('/gateway/sessions/refusals', { user })).json(),
    );
    expect(refusals).toEqual([
      expect.objectContaining({
        code: 'AUTH-005',
        count: 5,
        keyFingerprint: apiKey.slice(0, 12),
        client: 'remoterl-cli/1.2.3',
      }),
    ]);
    const { events } = ActivityLogSchema.parse(await (await api('/gateway/activity', { user })).json());
    expect(events.filter((event) => event.kind === 'session_refused')).toHaveLength(1);
  });

  // Issue 33 leftover: the portal polled /gateway/sessions/refusals every 5 s. Refusals now ride
  // the live-view stream, so the feed changes when one is recorded, for that account only.
  it("pushes refusals through the account's live-view stream, and no other's", async () => {
    const { user, apiKey } = await account();
    const other = await account();
    const stream = await EventStream.open(`${server.url}/gateway/sessions/events`, user.idToken);
    const otherStream = await EventStream.open(`${server.url}/gateway/sessions/events`, other.user.idToken);
    try {
      await stream.until((state) => state.refusals.length === 0);
      await api('/gateway/sessions/block', { user, json: { blocked: true } });
      for (const expected of [1, 2]) {
        const socket = await hello(server.url, { apiKey, role: 'trainer', client: 'remoterl-cli/1.2.3' });
        expect((await refusal(socket)).code).toBe('AUTH-005');
        const state = await stream.until((current) => current.refusals[0]?.count === expected);
        expect(state.refusals).toEqual([
          expect.objectContaining({ code: 'AUTH-005', keyFingerprint: apiKey.slice(0, 12) }),
        ]);
      }
      // Past its first state, the refusal came as a delta, not a new full state.
      expect(stream.events.filter((event) => event.event === 'sessions')).toHaveLength(1);
      const otherState = await otherStream.until(() => true);
      expect(otherState.refusals).toEqual([]);
      expect(otherStream.snapshots.every((state) => state.refusals.length === 0)).toBe(true);
    } finally {
      await stream.close();
      await otherStream.close();
    }
  });

  it("records a regenerated key's refusal for its account, never an unknown key's", async () => {
    const { user, apiKey } = await account();
    await api('/gateway/api-key/rotate', { user, json: { currentKey: apiKey } });
    expect((await refusal(await hello(server.url, { apiKey, role: 'trainer' }))).code).toBe('AUTH-003');
    const unknown = apiKey.slice(0, -1) + (apiKey.endsWith('0') ? '1' : '0');
    expect((await refusal(await hello(server.url, { apiKey: unknown, role: 'trainer' }))).code).toBe(
      'AUTH-002',
    );
    const { refusals } = RefusalListSchema.parse(
      await (await api('/gateway/sessions/refusals', { user })).json(),
    );
    expect(refusals.map((item) => [item.code, item.keyFingerprint])).toEqual([
      ['AUTH-003', apiKey.slice(0, 12)],
    ]);
  });
});

describe('sign-ins', () => {
  it('records one sign-in per sign-in, not one per key refresh', async () => {
    const { user } = await account();
    for (let index = 0; index < 5; index += 1) {
      expect((await api('/gateway/account', { user, json: accountBody(user, 'lastLoginAt') })).status).toBe(
        200,
      );
    }
    const { events } = ActivityLogSchema.parse(await (await api('/gateway/activity', { user })).json());
    expect(events.map((event) => event.kind)).toEqual(['key_created', 'sign_in']);
  });

  it('records a named key created and revoked', async () => {
    const { user } = await account();
    const created = await api('/gateway/api-keys', { user, json: { name: 'ci runner' } });
    expect(created.status).toBe(201);
    const { key, apiKey } = (await created.json()) as { key: { id: string }; apiKey: string };
    expect((await api(`/gateway/api-keys/${key.id}/revoke`, { user, method: 'POST' })).status).toBe(200);
    const { events } = ActivityLogSchema.parse(await (await api('/gateway/activity', { user })).json());
    expect(events.slice(0, 2).map((event) => [event.kind, event.detail])).toEqual([
      ['key_revoked', { keyId: key.id }],
      ['key_created', { fingerprint: apiKey.slice(0, 12) }],
    ]);
  });
});
