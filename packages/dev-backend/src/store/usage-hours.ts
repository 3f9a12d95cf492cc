import type { DatabaseSync } from 'node:sqlite';
import { kilobytesFor, type UsageRole } from '@remoterl/product';
import type { UsageEntry } from './usage.ts';

// Today's usage by hour (docs/decisions.md, "Cost, burn rate and runway"). usage_days stays the
// record that bills; this table only splits recent days by UTC hour for the usage page, and keeps
// two days so "today" is whole at any hour and the table cannot grow.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS usage_hours (
  uid TEXT NOT NULL,
  hour TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('simulator', 'trainer')),
  kilobytes INTEGER NOT NULL,
  PRIMARY KEY (uid, hour, role)
);
`;

/** `YYYY-MM-DDTHH` of a moment, in UTC. */
export const utcHour = (at: Date): string => at.toISOString().slice(0, 13);

export interface HourRow {
  hour: string;
  role: UsageRole;
  kilobytes: number;
}

export function createUsageHours(db: DatabaseSync) {
  db.exec(SCHEMA);
  const add = db.prepare(
    `INSERT INTO usage_hours (uid, hour, role, kilobytes) VALUES (?, ?, ?, ?)
     ON CONFLICT (uid, hour, role) DO UPDATE SET kilobytes = kilobytes + excluded.kilobytes`,
  );
  const prune = db.prepare('DELETE FROM usage_hours WHERE hour < ?');
  const selectDay = db.prepare(
    'SELECT hour, role, kilobytes FROM usage_hours WHERE uid = ? AND hour >= ? AND hour <= ? ORDER BY hour, role',
  );

  return {
    /** Adds a metering step's entries to the hour it happened in. */
    record(uid: string, at: Date, entries: readonly UsageEntry[]): void {
      const hour = utcHour(at);
      for (const entry of entries) add.run(uid, hour, entry.role, kilobytesFor(entry.role, entry.milliHours));
      prune.run(utcHour(new Date(at.getTime() - 2 * 86_400_000)));
    },

    /** The rows of one UTC day (YYYY-MM-DD). */
    ofDay(uid: string, day: string): HourRow[] {
      return selectDay.all(uid, `${day}T00`, `${day}T23`) as unknown as HourRow[];
    },

    wipe(): void {
      db.exec('DELETE FROM usage_hours;');
    },
  };
}

export type UsageHours = ReturnType<typeof createUsageHours>;
