// One key's own monthly spend limit (docs/decisions.md, "Spend limits"): spend is metered per key
// as well as per account; at a key's limit only that key's sessions are refused and paused with
// AUTH-004, naming that key's limit beside the fixed message, and end after the grace, while the
// account's other keys run on. Spend of the key passes its limit by at most one metering step;
// raising it during the grace resumes them. Test clock: one real millisecond meters one second.
import { kilobytesFor, premiumCostCents } from '@remoterl/product';
import { describe, expect, it, vi } from 'vitest';
import {
  ALERT_MAIL,
  ApiKeyEntrySchema,
  ApiKeyListSchema,
  CreateApiKeyResponseSchema,
  OutboxSchema,
} from '@remoterl/contract';
import type { TestUser } from './helpers/emulator.ts';
import { snapshotWhere } from './helpers/live-view.ts';
import { OUTBOX_TOKEN } from './helpers/server.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, hello } from './helpers/session-socket.ts';

const METER_INTERVAL_MS = 50;
const CLOCK_RATE = 3600;
const GRACE_MS = 1500;
const { server, api, account } = await startSessionServer({
  SESSION_CLOCK_RATE: String(CLOCK_RATE),
  SESSION_METER_INTERVAL_MS: String(METER_INTERVAL_MS),
  // Long enough to raise the limit in, short enough that a paused socket closes soon.
  SESSION_GRACE_MS: String(GRACE_MS),
});
const today = () => new Date().toISOString().slice(0, 10);
/** One metering step of a trainer at this clock, in cents (a started cent counts whole). */
const stepCents = premiumCostCents(kilobytesFor('trainer', (METER_INTERVAL_MS * CLOCK_RATE) / 3600));

async function alertSubjects(user: TestUser): Promise<string[]> {
  const response = await api('/api/v1.0/email/outbox?limit=200', { token: OUTBOX_TOKEN });
  return OutboxSchema.parse(await response.json())
    .messages.filter(
      (mail) => mail.template_id === ALERT_MAIL.templateId && mail.template_params.to_email === user.email,
    )
    .map((mail) => String(mail.template_params.subject));
}

const keysOf = async (user: TestUser) =>
  ApiKeyListSchema.parse(await (await api('/gateway/api-keys', { user })).json()).keys;
const keyOf = async (user: TestUser, id: string) => (await keysOf(user)).find((key) => key.id === id);
const setKeyLimit = (user: TestUser, id: string, monthlySpendLimit: unknown) =>
  api(`/gateway/api-keys/${id}/spend-limit`, { user, json: { monthlySpendLimit } });

/**
 * A PREMIUM account with $20 of credit and a second key, `ci`, that already spent 99 cents this
 * month under its own $1 limit; the account has no limit of its own.
 */
async function keyAtItsLimit() {
  const created = await account({ premiumDollars: 20 });
  const response = await api('/gateway/api-keys', { user: created.user, json: { name: 'ci' } });
  const ci = CreateApiKeyResponseSchema.parse(await response.json());
  expect(ci.key).toMatchObject({ monthlySpendLimit: null, spentThisMonth: 0 });
  // 9.9 trainer hours are 0.99 GB: 99 cents at $1 per GB, charged like real usage, to `ci`.
  await api('/__test__/usage', {
    json: {
      uid: created.user.uid,
      keyId: ci.key.id,
      records: [{ date: today(), role: 'trainer', hours: 9.9 }],
    },
  });
  const saved = await setKeyLimit(created.user, ci.key.id, 1);
  expect(saved.status).toBe(200);
  expect(ApiKeyEntrySchema.parse(await saved.json())).toMatchObject({
    id: ci.key.id,
    monthlySpendLimit: 1,
    spentThisMonth: 0.99,
  });
  const limit = { kind: 'key-monthly-spend-limit', usd: 1, keyId: ci.key.id, keyName: 'ci' };
  return { ...created, ci, limit };
}

describe("a key's own monthly spend limit", () => {
  it('pauses only that key’s trainer within one metering step, and the other key runs on', async () => {
    const { user, apiKey: primary, ci, limit } = await keyAtItsLimit();
    const onPrimary = await connect(server.url, primary, 'trainer');
    const onCi = await connect(server.url, ci.apiKey, 'trainer');
    expect(await onCi.socket.next('paused')).toEqual({
      type: 'paused',
      code: 'AUTH-004',
      graceMs: GRACE_MS,
      limit,
    });
    const spentAtPause = (await keyOf(user, ci.key.id))?.spentThisMonth ?? NaN;
    expect(spentAtPause * 100).toBeGreaterThanOrEqual(100);
    expect(spentAtPause * 100).toBeLessThanOrEqual(100 + stepCents);

    // The primary key's trainer keeps metering (its spend grows) while `ci`'s spend stands still.
    await vi.waitFor(async () =>
      expect((await keyOf(user, 'primary'))?.spentThisMonth).toBeGreaterThan(0.05),
    );
    expect((await keyOf(user, ci.key.id))?.spentThisMonth).toBe(spentAtPause);
    const view = await snapshotWhere(api, user, (snapshot) => snapshot.sessions.length === 2);
    const stateOf = (id: string) => view.sessions.find((row) => row.id === id)?.state;
    expect(stateOf(onCi.welcome.sessionId)).toBe('paused');
    expect(stateOf(onPrimary.welcome.sessionId)).toBe('waiting');

    // The grace runs out: `ci`'s session ends with AUTH-004 and its limit; the primary one stays.
    const error = await onCi.socket.next('error');
    expect(error).toMatchObject({ code: 'AUTH-004', limit });
    expect((await onCi.socket.closed).code).toBe(4004);
    const after = await snapshotWhere(api, user, (snapshot) => snapshot.sessions.length === 1);
    expect(after.sessions[0]?.id).toBe(onPrimary.welcome.sessionId);
    expect(onPrimary.socket.unread().map((frame) => frame.type)).not.toContain('paused');
    expect((await keyOf(user, ci.key.id))?.spentThisMonth).toBe(spentAtPause);
    // The alert names the key, so the user raises that key's limit, not the account's.
    await expect
      .poll(() => alertSubjects(user))
      .toContain('RemoteRL: sessions of key "ci" ended at its spend limit');
    await onPrimary.socket.close();
  });

  it('refuses a new session of that key with AUTH-004 and its limit, and opens the other key’s', async () => {
    const { apiKey: primary, ci, limit } = await keyAtItsLimit();
    const first = await connect(server.url, ci.apiKey, 'trainer');
    await first.socket.next('paused');
    const refused = await hello(server.url, { apiKey: ci.apiKey, role: 'simulator' });
    expect(await refused.next('error')).toEqual({
      type: 'error',
      code: 'AUTH-004',
      message: 'Data credit exhausted - upgrade plan or wait for next refill',
      limit,
    });
    expect((await refused.closed).code).toBe(4004);
    const other = await connect(server.url, primary, 'simulator');
    expect(other.welcome.type).toBe('welcome');
    await other.socket.close();
    await first.socket.close();
  });

  it('resumes that key’s paused sessions when its limit is raised during the grace', async () => {
    const { user, ci } = await keyAtItsLimit();
    const trainer = await connect(server.url, ci.apiKey, 'trainer');
    await trainer.socket.next('paused');
    expect((await setKeyLimit(user, ci.key.id, 5)).status).toBe(200);
    expect(await trainer.socket.next('resumed')).toEqual({ type: 'resumed' });
    // Removing the limit keeps it running; the key's spend goes on past the old limit.
    expect((await setKeyLimit(user, ci.key.id, null)).status).toBe(200);
    await vi.waitFor(async () => expect((await keyOf(user, ci.key.id))?.spentThisMonth).toBeGreaterThan(1));
    expect(trainer.socket.unread().map((frame) => frame.type)).not.toContain('paused');
    await trainer.socket.close();
  });

  it('refuses a bad limit or an unknown key with a translated error and changes nothing', async () => {
    const { user, ci } = await keyAtItsLimit();
    for (const bad of [0, 10_001, 1.5, '5', true]) {
      const response = await setKeyLimit(user, ci.key.id, bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'spend_limit_invalid' });
    }
    const missing = await api(`/gateway/api-keys/${ci.key.id}/spend-limit`, { user, json: {} });
    expect(missing.status).toBe(400);
    expect((await setKeyLimit(user, 'ffffffff', 5)).status).toBe(404);
    expect((await setKeyLimit(user, 'not-a-key', 5)).status).toBe(404);
    expect((await keyOf(user, ci.key.id))?.monthlySpendLimit).toBe(1);
    // A revoked key's limit cannot be set either.
    await api(`/gateway/api-keys/${ci.key.id}/revoke`, { user, json: {} });
    const revoked = await setKeyLimit(user, ci.key.id, 5);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toMatchObject({ code: 'unknown_key' });
  });
});
