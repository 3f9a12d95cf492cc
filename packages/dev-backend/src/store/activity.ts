// The account activity log: append-only. Triggers refuse any UPDATE or DELETE of a row, so not
// even a bug in this process can rewrite what a user did; only a test reset drops the table.
import type { DatabaseSync } from 'node:sqlite';
import type { ActivityDetails, ActivityEvent, ActivityKind } from '@remoterl/contract';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS activity_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL,
  source TEXT NOT NULL,
  detail TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_log_by_user ON activity_log (uid, id);
CREATE TRIGGER IF NOT EXISTS activity_log_no_update BEFORE UPDATE ON activity_log
  BEGIN SELECT RAISE(ABORT, 'activity_log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS activity_log_no_delete BEFORE DELETE ON activity_log
  BEGIN SELECT RAISE(ABORT, 'activity_log is append-only'); END;
`;

export const ACTIVITY_PAGE = 50;

export function createActivity(db: DatabaseSync) {
  db.exec(SCHEMA);
  const insert = db.prepare(
    'INSERT INTO activity_log (uid, at, kind, source, detail) VALUES (?, ?, ?, ?, ?)',
  );
  const newest = db.prepare(
    'SELECT at, kind, source, detail FROM activity_log WHERE uid = ? ORDER BY id DESC LIMIT ?',
  );
  return {
    append<Kind extends ActivityKind>(
      uid: string,
      kind: Kind,
      source: string,
      detail: ActivityDetails[Kind],
    ): void {
      insert.run(uid, new Date().toISOString(), kind, source, JSON.stringify(detail));
    },
    /** The newest entries of `uid`, newest first. */
    latest(uid: string): ActivityEvent[] {
      return (
        newest.all(uid, ACTIVITY_PAGE) as { at: string; kind: ActivityKind; source: string; detail: string }[]
      ).map((row) => ({ ...row, detail: JSON.parse(row.detail) }) as ActivityEvent);
    },
    /** Test resets only (DEV_BACKEND_ALLOW_RESET): the triggers forbid deleting rows. */
    wipe(): void {
      db.exec('DROP TABLE activity_log;');
      db.exec(SCHEMA);
    },
  };
}

export type Activity = ReturnType<typeof createActivity>;
