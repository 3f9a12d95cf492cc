// The account activity log: append-only. Triggers refuse any UPDATE or DELETE of a row, so not
// even a bug in this process can rewrite what a user did; only a test reset drops the table.
import type { DatabaseSync } from 'node:sqlite';
import type { ActivityDetails, ActivityEvent, ActivityKind } from '@remoterl/contract';

export const ACTIVITY_KEPT = 1_000;
export const ACTIVITY_RETENTION_DAYS = 365;

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
-- Retention (docs/decisions.md, "Activity log"): the only rows that may go are those past the
-- account's newest ACTIVITY_KEPT or older than ACTIVITY_RETENTION_DAYS.
DROP TRIGGER IF EXISTS activity_log_no_delete;
CREATE TRIGGER activity_log_no_delete BEFORE DELETE ON activity_log
  WHEN old.at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${ACTIVITY_RETENTION_DAYS} days')
    AND (SELECT COUNT(*) FROM activity_log newer WHERE newer.uid = old.uid AND newer.id > old.id) < ${ACTIVITY_KEPT}
  BEGIN SELECT RAISE(ABORT, 'activity_log is append-only'); END;
-- The auth_time of each account's newest recorded sign-in: a token refresh keeps it.
CREATE TABLE IF NOT EXISTS activity_sign_ins (uid TEXT PRIMARY KEY, auth_time INTEGER NOT NULL);
`;

export const ACTIVITY_PAGE = 50;

export function createActivity(db: DatabaseSync) {
  db.exec(SCHEMA);
  const insert = db.prepare(
    'INSERT INTO activity_log (uid, at, kind, source, detail) VALUES (?, ?, ?, ?, ?)',
  );
  const page = db.prepare(
    'SELECT id, at, kind, source, detail FROM activity_log WHERE uid = ? AND id < ? ORDER BY id DESC LIMIT ?',
  );
  const prune = db.prepare(
    `DELETE FROM activity_log WHERE uid = :uid AND (at < :oldest OR id <= (
       SELECT id FROM activity_log WHERE uid = :uid ORDER BY id DESC LIMIT 1 OFFSET :kept))`,
  );
  const signIn = db.prepare(
    `INSERT INTO activity_sign_ins (uid, auth_time) VALUES (?, ?)
     ON CONFLICT (uid) DO UPDATE SET auth_time = excluded.auth_time WHERE excluded.auth_time > auth_time
     RETURNING auth_time`,
  );
  const toEvent = (row: { at: string; kind: ActivityKind; source: string; detail: string }) =>
    ({ at: row.at, kind: row.kind, source: row.source, detail: JSON.parse(row.detail) }) as ActivityEvent;
  return {
    append<Kind extends ActivityKind>(
      uid: string,
      kind: Kind,
      source: string,
      detail: ActivityDetails[Kind],
    ): void {
      insert.run(uid, new Date().toISOString(), kind, source, JSON.stringify(detail));
      prune.run({
        uid,
        oldest: new Date(Date.now() - ACTIVITY_RETENTION_DAYS * 86_400_000).toISOString(),
        kept: ACTIVITY_KEPT,
      });
    },
    /** Whether `authTime` is a sign-in not yet recorded for `uid` (and remembers it). */
    isNewSignIn(uid: string, authTime: number): boolean {
      return signIn.get(uid, authTime) !== undefined;
    },
    /** The newest entries of `uid`, newest first. */
    latest(uid: string): ActivityEvent[] {
      return this.page(uid).events;
    },
    /** One page, newest first, older than `cursor`; and the cursor of the next. */
    page(uid: string, cursor?: number): { events: ActivityEvent[]; nextCursor: string | null } {
      const rows = page.all(uid, cursor ?? Number.MAX_SAFE_INTEGER, ACTIVITY_PAGE + 1) as {
        id: number;
        at: string;
        kind: ActivityKind;
        source: string;
        detail: string;
      }[];
      const shown = rows.slice(0, ACTIVITY_PAGE);
      return {
        events: shown.map(toEvent),
        nextCursor: rows.length > ACTIVITY_PAGE ? String(shown.at(-1)?.id) : null,
      };
    },
    /** Test resets only (DEV_BACKEND_ALLOW_RESET): the triggers forbid deleting rows. */
    wipe(): void {
      db.exec('DROP TABLE activity_log; DELETE FROM activity_sign_ins;');
      db.exec(SCHEMA);
    },
  };
}

export type Activity = ReturnType<typeof createActivity>;
