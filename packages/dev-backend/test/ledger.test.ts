// The money rule (docs/decisions.md, "Metering"): a charge never takes more than the balance and
// what it cannot take is recorded as uncollected; Free usage never passes the allowance. Every
// server a test starts also ends with the ledger check (helpers/server.ts).
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageReportSchema } from '@remoterl/contract';
import { kilobytesFor } from '@remoterl/product';
import { connect, refusal } from './helpers/session-socket.ts';
import { DATABASE_FILE } from '../src/store/database.ts';
import { checkLedgerOfFolder, ledgerLines } from '../src/store/ledger.ts';
import { startSessionServer } from './helpers/session-server.ts';

const { server, api, account } = await startSessionServer();
// One real millisecond meters one second; a metering step (50 ms) is 50 thousandths of an hour.
const fast = await startSessionServer({
  SESSION_CLOCK_RATE: '3600',
  SESSION_METER_INTERVAL_MS: '50',
  SESSION_GRACE_MS: '200',
});
const TRAINER_KB_PER_STEP = kilobytesFor('trainer', 50);
const today = () => new Date().toISOString().slice(0, 10);

function lineOf(uid: string, dataDir = server.dataDir) {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    return ledgerLines(db).find((line) => line.uid === uid);
  } finally {
    db.close();
  }
}

describe('the ledger', () => {
  it('charges Premium usage past the credit as uncollected, never as charged', async () => {
    const { user } = await account({ premiumDollars: 10 });
    // 101 trainer hours are 10.1 GB: $10.10 against $10 of credit.
    const response = await api('/__test__/usage', {
      json: { uid: user.uid, records: [{ date: today(), role: 'trainer', hours: 101 }] },
    });
    expect(await response.json()).toEqual({ balance: 0 });
    expect(lineOf(user.uid)).toEqual({
      uid: user.uid,
      paidCents: 1_000,
      chargedCents: 1_000,
      uncollectedCents: 10,
      balanceCents: 0,
      uncollectedKilobytes: 0,
    });
    expect(checkLedgerOfFolder(server.dataDir)).toEqual([]);
  });

  it('never records Free usage past the allowance', async () => {
    const { user } = await account();
    // 10.7421 trainer hours are 1,074,210 kB against 1,000,000 kB, as the probe found.
    await api('/__test__/usage', {
      json: { uid: user.uid, records: [{ date: today(), role: 'trainer', hours: 10.7421 }] },
    });
    const report = UsageReportSchema.parse(await (await api('/gateway/usage', { user })).json());
    expect(report.usedGb).toBe(1);
    expect(report.remainingGb).toBe(0);
    expect(checkLedgerOfFolder(server.dataDir)).toEqual([]);
  });

  it('pauses a running session before the allowance is overrun by more than one step', async () => {
    const { user, apiKey } = await fast.account();
    // 9.5 trainer hours leave 50,000 kB: ten metering steps of a trainer at this clock.
    await fast.api('/__test__/usage', {
      json: { uid: user.uid, records: [{ date: today(), role: 'trainer', hours: 9.5 }] },
    });
    const { socket } = await connect(fast.server.url, apiKey, 'trainer');
    expect(await socket.next('paused')).toMatchObject({ code: 'AUTH-004' });
    const line = lineOf(user.uid, fast.server.dataDir);
    expect(line?.uncollectedKilobytes).toBeLessThanOrEqual(TRAINER_KB_PER_STEP);
    const report = UsageReportSchema.parse(await (await fast.api('/gateway/usage', { user })).json());
    expect(report.usedGb).toBeLessThanOrEqual(1);
    expect(await refusal(socket)).toMatchObject({ code: 'AUTH-004' });
    expect(checkLedgerOfFolder(fast.server.dataDir)).toEqual([]);
  });
});
