import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema, type UsageReport, UsageReportSchema } from '@remoterl/contract';
import { billingPeriod, utcToday } from '../src/usage/report.ts';
import { addDays } from '../src/usage/days.ts';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import {
  approvedOrder,
  client,
  register,
  startTestServer,
  type Client,
  type TestServer,
} from './helpers/server.ts';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(() => server.dispose());

async function newUser(): Promise<TestUser> {
  const user = await signInWithGoogle('Usage User');
  await register(api, user);
  return user;
}

async function report(user: TestUser, query = ''): Promise<UsageReport> {
  const response = await api(`/gateway/usage${query}`, { user });
  expect(response.status).toBe(200);
  return UsageReportSchema.parse(await response.json());
}

const append = (uid: string, records: { date: string; role: string; hours: number }[]) =>
  api('/__test__/usage', { json: { uid, records } });

describe('usage report', () => {
  it('answers 30 empty days and the Free allowance for a new account', async () => {
    const user = await newUser();
    const usage = await report(user);
    expect(usage.plan).toBe('free');
    expect(usage.days).toHaveLength(30);
    expect(usage.days.at(-1)?.date).toBe(utcToday());
    expect(usage.days.every((day) => day.totalGb === 0)).toBe(true);
    expect(usage).toMatchObject({ usedGb: 0, allowanceGb: 1, remainingGb: 1, balance: 0 });
    expect(usage.period).toEqual(billingPeriod(utcToday()));
  });

  it('adds appended hours at 0.01 GB/h (simulator) and 0.1 GB/h (trainer)', async () => {
    const user = await newUser();
    const today = utcToday();
    const appended = await append(user.uid, [
      { date: today, role: 'simulator', hours: 5 },
      { date: today, role: 'trainer', hours: 2.5 },
      { date: today, role: 'simulator', hours: 1 },
    ]);
    expect(appended.status).toBe(200);
    const day = (await report(user)).days.at(-1);
    expect(day).toEqual({
      date: today,
      simulatorHours: 6,
      simulatorGb: 0.06,
      trainerHours: 2.5,
      trainerGb: 0.25,
      totalGb: 0.31,
    });
    const usage = await report(user);
    expect(usage.usedGb).toBe(0.31);
    expect(usage.remainingGb).toBe(0.69);
  });

  it('counts only the current month against the allowance', async () => {
    const user = await newUser();
    const lastMonth = addDays(billingPeriod(utcToday()).start, -1);
    await append(user.uid, [{ date: lastMonth, role: 'trainer', hours: 20 }]);
    expect((await report(user)).usedGb).toBe(0);
  });

  it('takes Premium credit down by $1 per GB', async () => {
    const user = await newUser();
    const order = await approvedOrder(api, user, 20);
    await api('/paypal/capture', { user, json: { token: order } });
    const appended = await append(user.uid, [{ date: utcToday(), role: 'trainer', hours: 25 }]);
    expect(await appended.json()).toEqual({ balance: 17.5 });
    const usage = await report(user);
    expect(usage).toMatchObject({ plan: 'premium', allowanceGb: null, remainingGb: null, balance: 17.5 });
    const billing = (await (await api('/gateway/billing', { user })).json()) as { balance: number };
    expect(billing.balance).toBe(17.5);
  });

  it('charges a started cent once, however the usage is split', async () => {
    const user = await newUser();
    const order = await approvedOrder(api, user, 10);
    await api('/paypal/capture', { user, json: { token: order } });
    // 0.5 simulator hours = 0.005 GB = half a cent: the first append starts a cent, the second fills it.
    await append(user.uid, [{ date: utcToday(), role: 'simulator', hours: 0.5 }]);
    const second = await append(user.uid, [{ date: utcToday(), role: 'simulator', hours: 0.5 }]);
    expect(await second.json()).toEqual({ balance: 9.99 });
  });

  it('refuses bad input with a 4xx and a code', async () => {
    const user = await newUser();
    const bad = [
      await api('/gateway/usage?days=0', { user }),
      await api('/gateway/usage?days=abc', { user }),
      await append(user.uid, [{ date: '2026-02-30', role: 'simulator', hours: 1 }]),
      await append(user.uid, [{ date: utcToday(), role: 'pilot', hours: 1 }]),
      await append(user.uid, [{ date: utcToday(), role: 'trainer', hours: -1 }]),
      await append('nobody', [{ date: utcToday(), role: 'trainer', hours: 1 }]),
    ];
    expect(bad.map((response) => response.status)).toEqual([400, 400, 400, 400, 400, 404]);
    for (const response of bad) {
      const body = (await response.json()) as { code?: string };
      expect(ErrorResponseSchema.parse(body).error).not.toBe('');
      expect(body.code).toMatch(/^[a-z_]+$/);
    }
    expect((await api('/gateway/usage')).status).toBe(401);
  });
});
