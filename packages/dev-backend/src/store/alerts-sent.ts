import type { DatabaseSync } from 'node:sqlite';

// Which alerts went out, per account, kind and period, so each goes out once per period
// (docs/decisions.md, "Alerts"). Rows of past periods are dropped as new ones come.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS alerts_sent (
  uid TEXT NOT NULL,
  alert TEXT NOT NULL,
  period TEXT NOT NULL,
  PRIMARY KEY (uid, alert, period)
);
`;

export function createAlertsSent(db: DatabaseSync) {
  db.exec(SCHEMA);
  const insert = db.prepare('INSERT OR IGNORE INTO alerts_sent (uid, alert, period) VALUES (?, ?, ?)');
  const pruneBefore = db.prepare('DELETE FROM alerts_sent WHERE uid = ? AND alert = ? AND period < ?');
  return {
    /** true the first time `alert` is claimed for `uid` in `period`; false every later time. */
    claim(uid: string, alert: string, period: string): boolean {
      pruneBefore.run(uid, alert, period);
      return insert.run(uid, alert, period).changes === 1;
    },
    wipe(): void {
      db.exec('DELETE FROM alerts_sent;');
    },
  };
}

export type AlertsSent = ReturnType<typeof createAlertsSent>;
