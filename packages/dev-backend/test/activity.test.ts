// Issue: nothing recorded who regenerated a key, paid, or changed a setting. The account
// activity log is append-only and the gateway answers its newest 50 entries, newest first.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { ActivityLogSchema, KEY_FINGERPRINT } from '@remoterl/contract';
import { DATABASE_FILE } from '../src/store/database.ts';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import { approvedOrder, consentBody } from './helpers/server.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect } from './helpers/session-socket.ts';

const { server, api, account } = await startSessionServer();

const activityOf = async (user: TestUser) =>
  ActivityLogSchema.parse(await (await api('/gateway/activity', { user })).json()).events;

describe('GET /gateway/activity', () => {
  it('records each account change with time and source address, newest first', async () => {
    const started = Date.now();
    const { user, apiKey } = await account();
    const rotated = (await (
      await api('/gateway/api-key/rotate', { user, json: { currentKey: apiKey } })
    ).json()) as {
      apiKey: string;
    };
    // A repeated rotation (a retried click) is the same change: not a second entry.
    await api('/gateway/api-key/rotate', { user, json: { currentKey: apiKey } });
    const order = await approvedOrder(api, user, 20);
    await api('/paypal/capture', { user, json: { token: order } });
    await api('/paypal/capture', { user, json: { token: order } });
    await api('/gateway/settings', { user, json: { lowCreditThreshold: 15 } });
    const { socket, welcome } = await connect(server.url, rotated.apiKey, 'trainer');
    expect(
      (await api(`/gateway/sessions/${welcome.sessionId}/disconnect`, { user, method: 'POST' })).status,
    ).toBe(204);
    await socket.closed;
    await api('/gateway/sessions/block', { user, json: { blocked: true } });
    // A refused change records nothing.
    await api('/gateway/settings', { user, json: { lowCreditThreshold: -1 } });

    const events = await activityOf(user);
    expect(events.map((event) => [event.kind, event.detail])).toEqual([
      ['sessions_blocked', { blocked: true }],
      ['session_disconnected', { sessionId: welcome.sessionId }],
      ['threshold_changed', { lowCreditThreshold: 15 }],
      ['payment', { amount: 20, orderId: order }],
      ['key_regenerated', { replaced: apiKey.slice(0, 12) }],
      ['key_created', { fingerprint: apiKey.slice(0, 12) }],
      ['sign_in', {}],
    ]);
    for (const event of events) {
      expect(event.source).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
      expect(Date.parse(event.at)).toBeGreaterThanOrEqual(started - 1000);
    }
    // Never a whole key, only the fingerprint: `api_` and the first 8 hex (the contract's
    // per-kind details, which activityOf parses, allow nothing else).
    expect(apiKey.slice(0, 12)).toMatch(KEY_FINGERPRINT);
    expect(JSON.stringify(events)).not.toContain(apiKey);
  });

  it('keeps each account to itself and answers at most 50 entries', async () => {
    const { user } = await account();
    const other = await signInWithGoogle();
    await api('/gateway/account', { user: other, json: consentBody(other) });
    for (let index = 0; index < 55; index += 1) {
      await api('/gateway/settings', { user, json: { lowCreditThreshold: index } });
    }
    const first = ActivityLogSchema.parse(await (await api('/gateway/activity', { user })).json());
    expect(first.events).toHaveLength(50);
    const rest = ActivityLogSchema.parse(
      await (await api(`/gateway/activity?cursor=${first.nextCursor}`, { user })).json(),
    );
    // 55 changes, the key's creation and one sign-in, two pages.
    expect(rest.events).toHaveLength(7);
    expect(rest.nextCursor).toBeNull();
    expect(await activityOf(other)).toHaveLength(2);
  });

  it('is append-only: the database refuses to rewrite or delete an entry', () => {
    const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE));
    try {
      expect(() => db.exec("UPDATE activity_log SET kind = 'sign_in'")).toThrow(/append-only/);
      expect(() => db.exec('DELETE FROM activity_log')).toThrow(/append-only/);
    } finally {
      db.close();
    }
  });
});
