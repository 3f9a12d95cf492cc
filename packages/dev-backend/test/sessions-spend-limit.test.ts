// A monthly spend limit stops PREMIUM usage the way exhausted credit does (docs/decisions.md,
// "Spend limits"): new sessions are refused and running ones pause with AUTH-004, naming the
// limit beside the fixed message; spend passes the limit by at most one metering step; raising
// the limit during the grace resumes them. Test clock: one real millisecond meters one second.
import { premiumCostCents, kilobytesFor } from '@remoterl/product';
import { describe, expect, it } from 'vitest';
import { UsageReportSchema } from '@remoterl/contract';
import type { TestUser } from './helpers/emulator.ts';
import type { Client } from './helpers/server.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, hello } from './helpers/session-socket.ts';

const METER_INTERVAL_MS = 50;
const CLOCK_RATE = 3600;
const { server, api, account } = await startSessionServer({
  SESSION_CLOCK_RATE: String(CLOCK_RATE),
  SESSION_METER_INTERVAL_MS: String(METER_INTERVAL_MS),
  // Long enough to raise the limit in, short enough that a paused socket closes soon.
  SESSION_GRACE_MS: '1500',
});
const today = () => new Date().toISOString().slice(0, 10);

const balanceCents = async (client: Client, user: TestUser) =>
  Math.round(UsageReportSchema.parse(await (await client('/gateway/usage', { user })).json()).balance * 100);

/** A PREMIUM account with $20 of credit that already spent 99 cents this month, under a $1 limit. */
async function accountAtItsLimit() {
  const created = await account({ premiumDollars: 20 });
  // 9.9 trainer hours are 0.99 GB: 99 cents at $1 per GB, charged like real usage.
  await api('/__test__/usage', {
    json: { uid: created.user.uid, records: [{ date: today(), role: 'trainer', hours: 9.9 }] },
  });
  await api('/gateway/settings', { user: created.user, json: { monthlySpendLimit: 1 } });
  return created;
}

describe('a monthly spend limit', () => {
  it('pauses a running trainer within one metering step of the limit, naming the limit', async () => {
    const { user, apiKey } = await accountAtItsLimit();
    const trainer = await connect(server.url, apiKey, 'trainer');
    expect(await trainer.socket.next('paused')).toEqual({
      type: 'paused',
      code: 'AUTH-004',
      graceMs: 1500,
      limit: { kind: 'monthly-spend-limit', usd: 1 },
    });
    // One metering step of a trainer at this clock, in cents (a started cent counts whole).
    const stepCents = premiumCostCents(kilobytesFor('trainer', (METER_INTERVAL_MS * CLOCK_RATE) / 3600));
    const spent = 2_000 - (await balanceCents(api, user));
    expect(spent).toBeGreaterThanOrEqual(100);
    expect(spent).toBeLessThanOrEqual(100 + stepCents);
    await trainer.socket.close();
  });

  it('refuses a new session with AUTH-004 and the limit, beside the fixed message', async () => {
    const { apiKey } = await accountAtItsLimit();
    // Spend reaches the limit with the first trainer; the next client is refused at its hello.
    const first = await connect(server.url, apiKey, 'trainer');
    await first.socket.next('paused');
    const refused = await hello(server.url, { apiKey, role: 'simulator' });
    expect(await refused.next('error')).toEqual({
      type: 'error',
      code: 'AUTH-004',
      message: 'Data credit exhausted - upgrade plan or wait for next refill',
      limit: { kind: 'monthly-spend-limit', usd: 1 },
    });
    expect((await refused.closed).code).toBe(4004);
    await first.socket.close();
  });

  it('resumes paused sessions when the limit is raised during the grace', async () => {
    const { user, apiKey } = await accountAtItsLimit();
    const trainer = await connect(server.url, apiKey, 'trainer');
    await trainer.socket.next('paused');
    const saved = await api('/gateway/settings', { user, json: { monthlySpendLimit: 5 } });
    expect(saved.status).toBe(200);
    expect(await trainer.socket.next('resumed')).toEqual({ type: 'resumed' });
    await trainer.socket.close();
  });

  it('does not stop an account whose credit runs out first: that is plain AUTH-004', async () => {
    const { user, apiKey } = await account({ premiumDollars: 10 });
    await api('/gateway/settings', { user, json: { monthlySpendLimit: 500 } });
    await api('/__test__/usage', {
      json: { uid: user.uid, records: [{ date: today(), role: 'trainer', hours: 100 }] },
    });
    const refused = await hello(server.url, { apiKey, role: 'trainer' });
    const error = await refused.next<{ type: string; limit?: unknown }>('error');
    expect(error.limit).toBeUndefined();
  });
});
