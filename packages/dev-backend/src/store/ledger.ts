// The ledger check (docs/decisions.md, "Metering"): for every account, what it paid less what it
// was charged is its balance, to the cent; no balance is negative; no Free account's usage in a
// month passes its allowance. Reads SQL only, so tests, the crash test and a soak script can run
// it on a data folder that another process (or a killed one) wrote.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { FREE_DATA_ALLOWANCE_GB, KB_PER_GB } from '@remoterl/product';
import { DATABASE_FILE } from './database.ts';

export interface LedgerLine {
  uid: string;
  paidCents: number;
  chargedCents: number;
  uncollectedCents: number;
  balanceCents: number;
  /** Free data used past the allowance: metered, never counted as usage. */
  uncollectedKilobytes: number;
}

export interface LedgerProblem {
  uid: string;
  problem: string;
}

const LINES = `
SELECT u.uid AS uid, u.balance_cents AS balanceCents,
  COALESCE((SELECT SUM(i.amount_cents) FROM invoices i WHERE i.uid = u.uid), 0) AS paidCents,
  COALESCE(c.charged_cents, 0) AS chargedCents,
  COALESCE(c.uncollected_cents, 0) AS uncollectedCents,
  COALESCE(c.uncollected_kilobytes, 0) AS uncollectedKilobytes
FROM users u LEFT JOIN usage_charges c ON c.uid = u.uid ORDER BY u.uid`;

// Free accounts (no invoice) whose usage in a calendar month passes the allowance.
const FREE_OVERRUNS = `
SELECT d.uid AS uid, substr(d.day, 1, 7) AS month, SUM(d.kilobytes) AS kilobytes
FROM usage_days d WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.uid = d.uid)
GROUP BY d.uid, month HAVING SUM(d.kilobytes) > ?`;

export function ledgerLines(db: DatabaseSync): LedgerLine[] {
  return db.prepare(LINES).all() as unknown as LedgerLine[];
}

/** Every way the money or the allowance does not add up; empty when the ledger is exact. */
export function checkLedger(db: DatabaseSync): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  for (const line of ledgerLines(db)) {
    if (line.paidCents - line.chargedCents !== line.balanceCents) {
      problems.push({
        uid: line.uid,
        problem: `paid ${line.paidCents} ¢ - charged ${line.chargedCents} ¢ != balance ${line.balanceCents} ¢`,
      });
    }
    if (line.balanceCents < 0) problems.push({ uid: line.uid, problem: `balance ${line.balanceCents} ¢` });
  }
  const allowance = FREE_DATA_ALLOWANCE_GB * KB_PER_GB;
  for (const row of db.prepare(FREE_OVERRUNS).all(allowance) as {
    uid: string;
    month: string;
    kilobytes: number;
  }[]) {
    problems.push({
      uid: row.uid,
      problem: `${row.kilobytes} kB used in ${row.month} of a ${allowance} kB allowance`,
    });
  }
  return problems;
}

/** The ledger check on a data folder, read-only (the server writing it may be running or dead). */
export function checkLedgerOfFolder(dataDir: string): LedgerProblem[] {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    return checkLedger(db);
  } finally {
    db.close();
  }
}
