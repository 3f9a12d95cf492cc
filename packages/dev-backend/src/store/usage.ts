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
// The money rule (docs/decisions.md, "Metering"): a charge never exceeds the balance; what it
// cannot take is recorded as uncollected, never as charged, so paid - charged = balance exactly
// (store/ledger.ts). Free usage past the allowance is recorded as uncollected kilobytes, never
// as usage, so the usage shown never reads over 100 %.
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
-- The same spend per API key (\`primary\` or a named key's id): what a key's own limit caps.
CREATE TABLE IF NOT EXISTS usage_spend_key_months (
  uid TEXT NOT NULL,
  key_id TEXT NOT NULL,
  month TEXT NOT NULL,
  cents INTEGER NOT NULL,
  PRIMARY KEY (uid, key_id, month)
);
`;

/** Columns added after the first release: data folders from before get them at open. */
const UNCOLLECTED_COLUMNS = ['uncollected_cents', 'uncollected_kilobytes'] as const;

function addUncollectedColumns(db: DatabaseSync): void {
  const columns = new Set(
    (db.prepare('PRAGMA table_info(usage_charges)').all() as { name: string }[]).map((c) => c.name),
  );
  for (const column of UNCOLLECTED_COLUMNS) {
    if (!columns.has(column))
      db.exec(`ALTER TABLE usage_charges ADD COLUMN ${column} INTEGER NOT NULL DEFAULT 0`);
  }
}

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

const freeAllowanceKilobytes = FREE_DATA_ALLOWANCE_GB * KB_PER_GB;

export function createUsage(db: DatabaseSync) {
  db.exec(SCHEMA);
  addUncollectedColumns(db);
  const addDay = db.prepare(
    `INSERT INTO usage_days (uid, day, role, milli_hours, kilobytes) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (uid, day, role) DO UPDATE SET milli_hours = milli_hours + excluded.milli_hours,
       kilobytes = kilobytes + excluded.kilobytes`,
  );
  const ensureCharges = db.prepare('INSERT OR IGNORE INTO usage_charges (uid) VALUES (?)');
  const selectCharges = db.prepare(
    'SELECT premium_kilobytes, charged_cents, uncollected_cents FROM usage_charges WHERE uid = ?',
  );
  const updateCharges = db.prepare(
    `UPDATE usage_charges SET premium_kilobytes = ?, charged_cents = charged_cents + ?,
     uncollected_cents = uncollected_cents + ? WHERE uid = ?`,
  );
  const addUncollectedKilobytes = db.prepare(
    'UPDATE usage_charges SET uncollected_kilobytes = uncollected_kilobytes + ? WHERE uid = ?',
  );
  const selectBalance = db.prepare('SELECT balance_cents FROM users WHERE uid = ?');
  // Never below zero by construction: the amount is at most the balance read in this transaction.
  const debit = db.prepare('UPDATE users SET balance_cents = balance_cents - ? WHERE uid = ?');
  // Premium is "has bought credit", the same rule /gateway/billing uses for its plan.
  const selectPremium = db.prepare('SELECT 1 AS yes FROM invoices WHERE uid = ? LIMIT 1');
  const selectRange = db.prepare(
    `SELECT day, role, milli_hours, kilobytes FROM usage_days
     WHERE uid = ? AND day >= ? AND day <= ? ORDER BY day, role`,
  );
  const selectEvery = db.prepare('SELECT uid, day, role, milli_hours, kilobytes FROM usage_days');
  const addSpend = db.prepare(
    `INSERT INTO usage_spend_months (uid, month, cents) VALUES (?, ?, ?)
     ON CONFLICT (uid, month) DO UPDATE SET cents = cents + excluded.cents`,
  );
  const selectSpend = db.prepare('SELECT cents FROM usage_spend_months WHERE uid = ? AND month = ?');
  const addKeySpend = db.prepare(
    `INSERT INTO usage_spend_key_months (uid, key_id, month, cents) VALUES (?, ?, ?, ?)
     ON CONFLICT (uid, key_id, month) DO UPDATE SET cents = cents + excluded.cents`,
  );
  const selectKeySpend = db.prepare(
    'SELECT cents FROM usage_spend_key_months WHERE uid = ? AND key_id = ? AND month = ?',
  );
  const selectTotal = db.prepare(
    'SELECT COALESCE(SUM(kilobytes), 0) AS total FROM usage_days WHERE uid = ? AND day >= ? AND day <= ?',
  );

  const isPremium = (uid: string): boolean => selectPremium.get(uid) !== undefined;

  const totalIn = (uid: string, first: string, last: string): number =>
    (selectTotal.get(uid, first, last) as { total: number }).total;

  /** Free: the kilobytes that still fit in the allowance of the period holding `date`. */
  const allowanceLeft = (uid: string, date: string): number => {
    const month = date.slice(0, 7);
    return Math.max(0, freeAllowanceKilobytes - totalIn(uid, `${month}-01`, `${month}-31`));
  };

  /**
   * Adds usage. Premium: the credit goes down by what it newly costs, at most to zero; the rest
   * is uncollected. Free: the data past the allowance is uncollected, not usage. `keyId` names the
   * key whose sessions made the usage, so what it cost counts toward that key's own limit too.
   */
  const append = (uid: string, entries: readonly UsageEntry[], keyId?: string): void => {
    inTransaction(db, () => {
      ensureCharges.run(uid);
      const premium = isPremium(uid);
      let kilobytes = 0;
      for (const entry of entries) {
        let amount = kilobytesFor(entry.role, entry.milliHours);
        if (!premium) {
          const fits = Math.min(amount, allowanceLeft(uid, entry.date));
          if (fits < amount) addUncollectedKilobytes.run(amount - fits, uid);
          amount = fits;
        }
        addDay.run(uid, entry.date, entry.role, entry.milliHours, amount);
        kilobytes += amount;
      }
      if (!premium) return;
      const charges = selectCharges.get(uid) as {
        premium_kilobytes: number;
        charged_cents: number;
        uncollected_cents: number;
      };
      const premiumKilobytes = charges.premium_kilobytes + kilobytes;
      const due = premiumCostCents(premiumKilobytes) - charges.charged_cents - charges.uncollected_cents;
      const balance = (selectBalance.get(uid) as { balance_cents: number } | undefined)?.balance_cents ?? 0;
      const collected = Math.max(0, Math.min(due, balance));
      updateCharges.run(premiumKilobytes, collected, due - collected, uid);
      debit.run(collected, uid);
      if (collected > 0) {
        const last = entries.at(-1);
        if (last) addSpend.run(uid, last.date.slice(0, 7), collected);
        if (last && keyId) addKeySpend.run(uid, keyId, last.date.slice(0, 7), collected);
      }
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

    /** Cents the usage of one key (`primary` or a named key's id) was charged in `month`. */
    keySpentCents(uid: string, keyId: string, month: string): number {
      return (selectKeySpend.get(uid, keyId, month) as { cents: number } | undefined)?.cents ?? 0;
    },

    totalKilobytes: totalIn,

    /** Every account's rows (benchmarks and the crash test compare them with what clients saw). */
    everyRow(): (UsageRow & { uid: string })[] {
      return (
        selectEvery.all() as {
          uid: string;
          day: string;
          role: UsageRole;
          milli_hours: number;
          kilobytes: number;
        }[]
      ).map((row) => ({
        uid: row.uid,
        day: row.day,
        role: row.role,
        milliHours: row.milli_hours,
        kilobytes: row.kilobytes,
      }));
    },

    freeAllowanceKilobytes,

    wipe(): void {
      db.exec(
        'DELETE FROM usage_days; DELETE FROM usage_charges; DELETE FROM usage_spend_months;' +
          ' DELETE FROM usage_spend_key_months;',
      );
    },
  };
}

export type Usage = ReturnType<typeof createUsage>;
