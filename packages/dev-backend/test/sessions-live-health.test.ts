// Live health per session and live cost (docs/decisions.md, "Live health" and "Cost, burn rate
// and runway"): rates from the counters, the heartbeat's round trip, pairing, the countdowns of
// a held and a paused session, and spend, burn and runway from the metering rule.
import { DATA_RATE_GB_PER_HOUR } from '@remoterl/product';
import { describe, expect, it } from 'vitest';
import { snapshotWhere } from './helpers/live-view.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect } from './helpers/session-socket.ts';

const CLOCK_RATE = 3600;
// A socket silent for two heartbeats is dropped: short enough for a round trip within the test,
// long enough that a busy machine's pauses do not drop the sessions the test watches.
const HEARTBEAT_MS = '300';
const { server, api, account } = await startSessionServer({
  SESSION_CLOCK_RATE: String(CLOCK_RATE),
  SESSION_METER_INTERVAL_MS: '50',
  SESSION_HEARTBEAT_MS: HEARTBEAT_MS,
});
// Health on the real clock: a Free allowance would run out in seconds on the fast one.
const health = await startSessionServer({ SESSION_HEARTBEAT_MS: HEARTBEAT_MS });

describe('live health', () => {
  it('shows rates each way from the process’s side, the round trip, the heartbeat and the pairing', async () => {
    const { user, apiKey } = await health.account();
    const trainer = await connect(health.server.url, apiKey, 'trainer');
    const simulator = await connect(health.server.url, apiKey, 'simulator');
    const simulatorId = simulator.welcome.sessionId as string;
    const trainerId = trainer.welcome.sessionId as string;
    // Steps for a couple of seconds: the rates are taken over at least a second.
    const started = Date.now();
    let sent = 0;
    const view = await snapshotWhere(health.api, user, (s) => {
      for (let index = 0; index < 20; index += 1) simulator.socket.sendBinary(Buffer.alloc(48, index));
      sent += 20;
      const row = s.sessions.find((item) => item.id === simulatorId);
      return (
        (row?.health.stepsPerSecond ?? 0) > 0 &&
        row?.health.roundTripMs !== null &&
        Date.now() - started > 1100
      );
    });
    await trainer.socket.binaryFrames(sent);
    const simulatorRow = view.sessions.find((row) => row.id === simulatorId);
    const trainerRow = view.sessions.find((row) => row.id === trainerId);
    expect(simulatorRow?.peer).toBe(trainerId);
    expect(trainerRow?.simulators).toEqual([simulatorId]);
    // The simulator sends the steps; the service's "in" is the process's "sent".
    expect(simulatorRow?.health.sentBytesPerSecond).toBeGreaterThan(0);
    expect(simulatorRow?.health.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(simulatorRow?.health.heartbeatAgeSeconds).toBeLessThanOrEqual(5);
    expect(simulatorRow?.resumableUntil).toBeNull();
    await Promise.all([trainer.socket.close(), simulator.socket.close()]);
  });

  it('counts down the hold of a dropped session', async () => {
    const { user, apiKey } = await health.account();
    const trainer = await connect(health.server.url, apiKey, 'trainer');
    const dropped = Date.now();
    trainer.socket.drop();
    const view = await snapshotWhere(health.api, user, (s) => s.sessions.some((row) => row.state === 'held'));
    const until = Date.parse(view.sessions[0]?.resumableUntil ?? '');
    // SESSION_HOLD_MS is 5000 in the test timings.
    expect(until).toBeGreaterThanOrEqual(dropped + 5000 - 50);
    expect(until).toBeLessThanOrEqual(Date.now() + 5000);
  });
});

describe('live cost', () => {
  it('burns at the roles’ rates times the clock and says how long Premium credit lasts', async () => {
    const { user, apiKey } = await account({ premiumDollars: 20 });
    const trainer = await connect(server.url, apiKey, 'trainer');
    const simulator = await connect(server.url, apiKey, 'simulator');
    const view = await snapshotWhere(api, user, (s) => s.usage.usedGb > 0 && s.sessions.length === 2);
    const gbPerHour = (DATA_RATE_GB_PER_HOUR.trainer + DATA_RATE_GB_PER_HOUR.simulator) * CLOCK_RATE;
    expect(view.usage.plan).toBe('premium');
    expect(view.usage.burn.gbPerHour).toBeCloseTo(gbPerHour, 9);
    expect(view.usage.burn.usdPerHour).toBeCloseTo(gbPerHour, 9);
    // Runway: the credit left over the burn.
    expect(view.usage.runway?.hours).toBeCloseTo(view.usage.balance / view.usage.burn.usdPerHour, 6);
    expect(view.usage.runway?.refills).toBe(false);
    // Spend is this period's data at $1 per GB, per role and per day adding up.
    const { roles, days, spentUsd, usedGb } = view.usage;
    expect(spentUsd).toBeCloseTo(usedGb, 9);
    expect(roles.simulator.usd + roles.trainer.usd).toBeCloseTo(spentUsd, 9);
    expect(days.reduce((sum, day) => sum + day.usd, 0)).toBeCloseTo(spentUsd, 9);
    expect(days.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    // Today by hour holds what was metered this hour.
    const hour = view.usage.today.hours[new Date().getUTCHours()];
    expect((hour?.trainerGb ?? 0) + (hour?.simulatorGb ?? 0)).toBeGreaterThan(0);
    // Each session's cost so far.
    const trainerRow = view.sessions.find((row) => row.role === 'trainer');
    expect(trainerRow?.costUsd).toBeCloseTo(trainerRow?.meteredGb ?? -1, 9);
    await Promise.all([trainer.socket.close(), simulator.socket.close()]);
    // With nothing metering, there is no burn and no runway.
    const idle = await snapshotWhere(api, user, (s) => s.sessions.length === 0);
    expect(idle.usage.burn.gbPerHour).toBe(0);
    expect(idle.usage.runway).toBeNull();
  });

  it('says a Free allowance refills at the period’s end if it outlasts it, and counts down a pause', async () => {
    const { user, apiKey } = await account();
    const simulator = await connect(server.url, apiKey, 'simulator');
    const view = await snapshotWhere(api, user, (s) => s.usage.runway !== null);
    expect(view.usage.plan).toBe('free');
    expect(view.usage.allowanceGb).toBe(1);
    expect(view.usage.spentUsd).toBe(0);
    expect(view.sessions[0]?.costUsd).toBeNull();
    // A simulator alone, at 36 GB per real hour here, drains 1 GB in under two minutes.
    const runway = view.usage.runway;
    expect(runway?.refills).toBe(false);
    expect(runway?.hours).toBeCloseTo(view.usage.leftGb / (DATA_RATE_GB_PER_HOUR.simulator * CLOCK_RATE), 6);
    // The whole allowance used at once (10 trainer hours = 1 GB): the account pauses and the
    // grace counts down.
    await api('/__test__/usage', {
      json: {
        uid: user.uid,
        records: [{ date: new Date().toISOString().slice(0, 10), role: 'trainer', hours: 10 }],
      },
    });
    const paused = await snapshotWhere(api, user, (s) => s.graceEndsAt !== null);
    expect(Date.parse(paused.graceEndsAt ?? '')).toBeGreaterThan(Date.now());
    expect(paused.usage.warning).toBe('exhausted');
    expect(paused.usage.burn.gbPerHour).toBe(0);
    await simulator.socket.close();
  });
});
