import type { DatabaseSync } from 'node:sqlite';
import { ALERT_KINDS, type AlertKind, type Settings as SettingsRecord } from '@remoterl/contract';
import { LOW_CREDIT_THRESHOLD } from '@remoterl/product';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS user_settings (
  uid TEXT PRIMARY KEY,
  low_credit_threshold_cents INTEGER NOT NULL
);
`;

/** Threshold and limit in dollars; the limit in whole dollars a calendar month, null for none. */
export type UserSettings = SettingsRecord;

/** What a save may change: any setting, and any of the alert switches alone. */
export type SettingsChange = Partial<Omit<UserSettings, 'alerts'>> & {
  alerts?: Partial<Record<AlertKind, boolean>>;
};

/** Columns added after the table first shipped; a data folder from before gets them at start. */
function addMissingColumns(db: DatabaseSync): void {
  const columns = (db.prepare('PRAGMA table_info(user_settings)').all() as { name: string }[]).map(
    (column) => column.name,
  );
  if (!columns.includes('monthly_spend_limit_cents')) {
    db.exec('ALTER TABLE user_settings ADD COLUMN monthly_spend_limit_cents INTEGER');
  }
  if (!columns.includes('alerts_off')) {
    db.exec("ALTER TABLE user_settings ADD COLUMN alerts_off TEXT NOT NULL DEFAULT ''");
  }
  if (!columns.includes('alert_language')) {
    db.exec("ALTER TABLE user_settings ADD COLUMN alert_language TEXT NOT NULL DEFAULT 'en'");
  }
}

export function createSettings(db: DatabaseSync) {
  db.exec(SCHEMA);
  addMissingColumns(db);
  const select = db.prepare(
    `SELECT low_credit_threshold_cents, monthly_spend_limit_cents, alerts_off, alert_language
     FROM user_settings WHERE uid = ?`,
  );
  const upsert = db.prepare(
    `INSERT INTO user_settings (uid, low_credit_threshold_cents, monthly_spend_limit_cents, alerts_off, alert_language)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (uid) DO UPDATE SET low_credit_threshold_cents = excluded.low_credit_threshold_cents,
       monthly_spend_limit_cents = excluded.monthly_spend_limit_cents, alerts_off = excluded.alerts_off,
       alert_language = excluded.alert_language`,
  );

  /** The user's settings; the product's defaults until they save their own. */
  const of = (uid: string): UserSettings => {
    const row = select.get(uid) as
      | {
          low_credit_threshold_cents: number;
          monthly_spend_limit_cents: number | null;
          alerts_off: string;
          alert_language: string;
        }
      | undefined;
    const off = new Set(row?.alerts_off.split(',') ?? []);
    return {
      lowCreditThreshold: row ? row.low_credit_threshold_cents / 100 : LOW_CREDIT_THRESHOLD.default,
      monthlySpendLimit: row?.monthly_spend_limit_cents != null ? row.monthly_spend_limit_cents / 100 : null,
      alerts: Object.fromEntries(ALERT_KINDS.map((kind) => [kind, !off.has(kind)])) as UserSettings['alerts'],
      alertLanguage: row?.alert_language === 'ko' ? 'ko' : 'en',
    };
  };

  return {
    of,

    /** Saves the settings given; the others keep their values. */
    save(uid: string, changes: SettingsChange): UserSettings {
      const current = of(uid);
      const next = { ...current, ...changes, alerts: { ...current.alerts, ...changes.alerts } };
      const limitCents = next.monthlySpendLimit === null ? null : Math.round(next.monthlySpendLimit * 100);
      const off = ALERT_KINDS.filter((kind) => !next.alerts[kind]).join(',');
      upsert.run(uid, Math.round(next.lowCreditThreshold * 100), limitCents, off, next.alertLanguage);
      return of(uid);
    },

    wipe(): void {
      db.exec('DELETE FROM user_settings;');
    },
  };
}

export type Settings = ReturnType<typeof createSettings>;
