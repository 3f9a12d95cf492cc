// Usage metered from sessions (docs/decisions.md, "Metering"), with the test clock: one real
// millisecond meters one second (SESSION_CLOCK_RATE=3600), so a session of N ms is N thousandths
// of an hour. Bytes are counted but not billed; running out of data pauses, then ends, sessions.
import { kilobytesFor, premiumCostCents } from '@remoterl/product';
import { describe, expect, it, vi } from 'vitest';
import { UsageReportSchema, type UsageReport } from '@remoterl/contract';
import type { TestUser } from './helpers/emulator.ts';
import { snapshotWhere } from './helpers/live-view.ts';
import { approvedOrder, type Client } from './helpers/server.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, hello, refusal } from './helpers/session-socket.ts';

const TEST_CLOCK = { SESSION_CLOCK_RATE: '3600', SESSION_METER_INTERVAL_MS: '50' };
const { server, api, account } = await startSessionServer(TEST_CLOCK);
const short = await startSessionServer({ ...TEST_CLOCK, SESSION_GRACE_MS: '100' });
// Heartbeats far shorter than the grace period: a paused socket is not read, pongs included.
const heartbeats = await startSessionServer({
  ...TEST_CLOCK,
  // Fifteen heartbeats in the grace: enough to prove a paused socket survives them, each long
  // enough that a busy machine's pauses do not drop it.
  SESSION_GRACE_MS: '1500',
  SESSION_HEARTBEAT_MS: '100',
});
const today = () => new Date().toISOString().slice(0, 10);

async function usage(client: Client, user: TestUser): Promise<UsageReport> {
  return UsageReportSchema.parse(await (await client('/gateway/usage', { user })).json());
}
const milliHours = (hours: number) => Math.round(hours * 1000);

describe('metering', () => {
  it('records connected time per role while a session runs and when it ends', async () => {
    const { user, apiKey } = await account();
    const beforeHello = Date.now();
    const { socket } = await connect(server.url, apiKey, 'trainer');
    const welcomed = Date.now();
    // Recorded while running: the meter runs every 50 ms here (at least once a minute by default).
    await vi.waitFor(
      async () => expect((await usage(api, user)).days.at(-1)?.trainerHours).toBeGreaterThan(0),
      { timeout: 10_000, interval: 20 },
    );
    const beforeClose = Date.now();
    await socket.close();
    const closed = Date.now();
    // The session's end is recorded once the server has seen the close.
    const day = await vi.waitFor(
      async () => {
        const latest = (await usage(api, user)).days.at(-1);
        const view = await api('/gateway/sessions', { user });
        expect(((await view.json()) as { sessions: unknown[] }).sessions).toEqual([]);
        return latest;
      },
      { timeout: 10_000, interval: 20 },
    );
    const recorded = milliHours(day?.trainerHours ?? 0);
    expect(recorded).toBeGreaterThanOrEqual(beforeClose - welcomed - 1);
    expect(recorded).toBeLessThanOrEqual(closed - beforeHello + 1);
    // Trainer time at 0.1 GB/h; no simulator ran.
    expect(day?.trainerGb).toBe(kilobytesFor('trainer', recorded) / 1e6);
    expect(day?.simulatorHours).toBe(0);
  });

  it('bills time, not bytes, and takes Premium credit down at $1 per GB', async () => {
    const { user, apiKey } = await account({ premiumDollars: 20 });
    const trainer = await connect(server.url, apiKey, 'trainer');
    const simulator = await connect(server.url, apiKey, 'simulator');
    const frame = Buffer.alloc(60_000, 1);
    for (let index = 0; index < 50; index += 1) simulator.socket.sendBinary(frame);
    await trainer.socket.binaryFrames(50);
    await vi.waitFor(async () => expect((await usage(api, user)).usedGb).toBeGreaterThan(0.02), {
      timeout: 10_000,
      interval: 20,
    });
    await Promise.all([trainer.socket.close(), simulator.socket.close()]);
    await snapshotWhere(api, user, (view) => view.sessions.length === 0);
    const report = await usage(api, user);
    const day = report.days.at(-1);
    const kilobytes =
      kilobytesFor('simulator', milliHours(day?.simulatorHours ?? 0)) +
      kilobytesFor('trainer', milliHours(day?.trainerHours ?? 0));
    // 3 MB relayed, yet the data used is exactly what the connected time gives.
    expect(report.usedGb).toBe(kilobytes / 1e6);
    expect(report.balance).toBe((2_000 - premiumCostCents(kilobytes)) / 100);
    const billing = (await (await api('/gateway/billing', { user })).json()) as { balance: number };
    expect(billing.balance).toBe(report.balance);
  });
});

/** An account with 100 kB left: one trainer millisecond (0.1 GB/h at 3600x) uses it. */
async function nearlyEmptyAccount(instance: typeof short) {
  const created = await instance.account();
  await instance.api('/__test__/usage', {
    json: { uid: created.user.uid, records: [{ date: today(), role: 'trainer', hours: 9.999 }] },
  });
  return created;
}

describe('running out of data', () => {
  it('pauses running sessions, refuses new ones (AUTH-004), and a top-up resumes them', async () => {
    const { user, apiKey } = await account();
    const trainer = await connect(server.url, apiKey, 'trainer');
    const simulator = await connect(server.url, apiKey, 'simulator');
    await simulator.socket.next('paired');
    // The whole allowance used at once (10 trainer hours = 1 GB), as a long run would.
    await api('/__test__/usage', {
      json: { uid: user.uid, records: [{ date: today(), role: 'trainer', hours: 10 }] },
    });
    expect(await trainer.socket.next('paused')).toEqual({ type: 'paused', code: 'AUTH-004', graceMs: 5000 });
    expect(await simulator.socket.next('paused')).toMatchObject({ code: 'AUTH-004' });
    await snapshotWhere(api, user, (view) => view.sessions.every((row) => row.state === 'paused'));
    const refused = await hello(server.url, { apiKey, role: 'simulator' });
    expect(await refusal(refused)).toMatchObject({ code: 'AUTH-004', close: 4004 });
    // Paused: a frame sent now is not relayed...
    simulator.socket.sendBinary(Buffer.from('held back'));

    const order = await approvedOrder(api, user, 10);
    await api('/paypal/capture', { user, json: { token: order } });
    expect(await trainer.socket.next('resumed')).toEqual({ type: 'resumed' });
    expect(await simulator.socket.next('resumed')).toEqual({ type: 'resumed' });
    // ...until credit comes back.
    expect((await trainer.socket.nextBinary()).subarray(4).toString()).toBe('held back');
    await Promise.all([trainer.socket.close(), simulator.socket.close()]);
  });

  it('ends paused sessions with AUTH-004 when the grace period passes', async () => {
    const { apiKey } = await nearlyEmptyAccount(short);
    const { socket } = await connect(short.server.url, apiKey, 'trainer');
    expect(await socket.next('paused')).toEqual({ type: 'paused', code: 'AUTH-004', graceMs: 100 });
    expect(await refusal(socket)).toEqual({
      code: 'AUTH-004',
      message: 'Data credit exhausted - upgrade plan or wait for next refill',
      close: 4004,
    });
  });

  it('keeps paused sessions connected through heartbeats until the grace period ends', async () => {
    const { apiKey } = await nearlyEmptyAccount(heartbeats);
    const { socket } = await connect(heartbeats.server.url, apiKey, 'trainer');
    await socket.next('paused');
    // Fifteen heartbeats pass in the grace period; the session ends with AUTH-004, not as a drop.
    expect(await refusal(socket)).toMatchObject({ code: 'AUTH-004', close: 4004 });
  });
});
