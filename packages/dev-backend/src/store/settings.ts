import type { DatabaseSync } from 'node:sqlite';
import { LOW_CREDIT_THRESHOLD } from '@remoterl/product';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS user_settings (
  uid TEXT PRIMARY KEY,
  low_credit_threshold_cents INTEGER NOT NULL
);
`;

export interface UserSettings {
  /** Dollars. */
  lowCreditThreshold: number;
}

export function createSettings(db: DatabaseSync) {
  db.exec(SCHEMA);
  const select = db.prepare('SELECT low_credit_threshold_cents FROM user_settings WHERE uid = ?');
  const upsert = db.prepare(
    `INSERT INTO user_settings (uid, low_credit_threshold_cents) VALUES (?, ?)
     ON CONFLICT (uid) DO UPDATE SET low_credit_threshold_cents = excluded.low_credit_threshold_cents`,
  );

  /** The user's settings; the product's defaults until they save their own. */
  const of = (uid: string): UserSettings => {
    const row = select.get(uid) as { low_credit_threshold_cents: number } | undefined;
    return { lowCreditThreshold: row ? row.low_credit_threshold_cents / 100 : LOW_CREDIT_THRESHOLD.default };
  };

  return {
    of,

    save(uid: string, settings: UserSettings): UserSettings {
      upsert.run(uid, Math.round(settings.lowCreditThreshold * 100));
      return of(uid);
    },

    wipe(): void {
      db.exec('DELETE FROM user_settings;');
    },
  };
}

export type Settings = ReturnType<typeof createSettings>;
