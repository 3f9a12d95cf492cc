import type { DatabaseSync } from 'node:sqlite';
import {
  FREE_DATA_ALLOWANCE_GB,
  KB_PER_GB,
  kilobytesFor,
  premiumCostCents,
  type UsageRole,
} from '@remoterl/product';
import { inTransaction } from './database.ts';

// Usage is kept per user, day and role, as whole numbers (see @remoterl/product). What Premium
// usage has cost so far is kept beside it, so each append charges only the newly started cents.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS usage_days (
  uid TEXT NOT NULL,
  day TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('simulator', 'trainer')),
  milli_hours INTEGER NOT NULL,
  kilobytes INTEGER NOT NULL,
  PRIMARY KEY (uid, day, role)
);
CREATE TABLE IF NOT EXISTS usage_charges (
  uid TEXT PRIMARY KEY,
  premium_kilobytes INTEGER NOT NULL DEFAULT 0,
  charged_cents INTEGER NOT NULL DEFAULT 0
);
-- What PREMIUM usage was charged per calendar month (YYYY-MM, UTC): the spend a limit caps.
CREATE TABLE IF NOT EXISTS usage_spend_months (
  uid TEXT NOT NULL,
  month TEXT NOT NULL,
  cents INTEGER NOT NULL,
  PRIMARY KEY (uid, month)
);
`;

export interface UsageEntry {
  date: string;
  role: UsageRole;
  milliHours: number;
}

export interface UsageRow {
  day: string;
  role: UsageRole;
  milliHours: number;
  kilobytes: number;
}

export function createUsage(db: DatabaseSync) {
  db.exec(SCHEMA);
  const addDay = db.prepare(
    `INSERT INTO usage_days (uid, day, role, milli_hours, kilobytes) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (uid, day, role) DO UPDATE SET milli_hours = milli_hours + excluded.milli_hours,
       kilobytes = kilobytes + excluded.kilobytes`,
  );
  const ensureCharges = db.prepare('INSERT OR IGNORE INTO usage_charges (uid) VALUES (?)');
  const selectCharges = db.prepare(
    'SELECT premium_kilobytes, charged_cents FROM usage_charges WHERE uid = ?',
  );
  const updateCharges = db.prepare(
    'UPDATE usage_charges SET premium_kilobytes = ?, charged_cents = ? WHERE uid = ?',
  );
  const debit = db.prepare('UPDATE users SET balance_cents = MAX(0, balance_cents - ?) WHERE uid = ?');
  // Premium is "has bought credit", the same rule /gateway/billing uses for its plan.
  const selectPremium = db.prepare('SELECT 1 AS yes FROM invoices WHERE uid = ? LIMIT 1');
  const selectRange = db.prepare(
    `SELECT day, role, milli_hours, kilobytes FROM usage_days
     WHERE uid = ? AND day >= ? AND day <= ? ORDER BY day, role`,
  );
  const addSpend = db.prepare(
    `INSERT INTO usage_spend_months (uid, month, cents) VALUES (?, ?, ?)
     ON CONFLICT (uid, month) DO UPDATE SET cents = cents + excluded.cents`,
  );
  const selectSpend = db.prepare('SELECT cents FROM usage_spend_months WHERE uid = ? AND month = ?');
  const selectTotal = db.prepare(
    'SELECT COALESCE(SUM(kilobytes), 0) AS total FROM usage_days WHERE uid = ? AND day >= ? AND day <= ?',
  );

  const isPremium = (uid: string): boolean => selectPremium.get(uid) !== undefined;

  /** Adds usage; a Premium account's credit goes down by what it newly costs. */
  const append = (uid: string, entries: readonly UsageEntry[]): void => {
    inTransaction(db, () => {
      let kilobytes = 0;
      for (const entry of entries) {
        const amount = kilobytesFor(entry.role, entry.milliHours);
        addDay.run(uid, entry.date, entry.role, entry.milliHours, amount);
        kilobytes += amount;
      }
      ensureCharges.run(uid);
      if (!isPremium(uid)) return;
      const charges = selectCharges.get(uid) as { premium_kilobytes: number; charged_cents: number };
      const premiumKilobytes = charges.premium_kilobytes + kilobytes;
      const cost = premiumCostCents(premiumKilobytes);
      updateCharges.run(premiumKilobytes, cost, uid);
      debit.run(cost - charges.charged_cents, uid);
      const last = entries.at(-1);
      if (last) addSpend.run(uid, last.date.slice(0, 7), cost - charges.charged_cents);
    });
  };

  return {
    isPremium,
    append,

    /** Rows of the days from `first` to `last` (YYYY-MM-DD, inclusive). */
    between(uid: string, first: string, last: string): UsageRow[] {
      return (
        selectRange.all(uid, first, last) as {
          day: string;
          role: UsageRole;
          milli_hours: number;
          kilobytes: number;
        }[]
      ).map((row) => ({
        day: row.day,
        role: row.role,
        milliHours: row.milli_hours,
        kilobytes: row.kilobytes,
      }));
    },

    /** Cents PREMIUM usage was charged in `month` (YYYY-MM). */
    spentCents(uid: string, month: string): number {
      return (selectSpend.get(uid, month) as { cents: number } | undefined)?.cents ?? 0;
    },

    totalKilobytes(uid: string, first: string, last: string): number {
      return (selectTotal.get(uid, first, last) as { total: number }).total;
    },

    freeAllowanceKilobytes: FREE_DATA_ALLOWANCE_GB * KB_PER_GB,

    wipe(): void {
      db.exec('DELETE FROM usage_days; DELETE FROM usage_charges; DELETE FROM usage_spend_months;');
    },
  };
}

export type Usage = ReturnType<typeof createUsage>;
