// Refused connections of keys that identify an account (docs/decisions.md, "Refused
// connections"): folded into one row per account, code, key fingerprint and UTC hour, so a
// client retrying in a loop adds to a count instead of rows. Kept REFUSAL_RETENTION_DAYS.
import type { DatabaseSync } from 'node:sqlite';
import type { RecordedRefusalCode, Refusal } from '@remoterl/contract';

export const REFUSAL_RETENTION_DAYS = 30;
export const REFUSALS_SHOWN = 100;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS session_refusals (
  uid TEXT NOT NULL,
  hour TEXT NOT NULL,
  code TEXT NOT NULL,
  key_fingerprint TEXT NOT NULL,
  client TEXT,
  first_at TEXT NOT NULL,
  last_at TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (uid, hour, code, key_fingerprint)
);
CREATE INDEX IF NOT EXISTS session_refusals_by_last ON session_refusals (uid, last_at);
`;

export interface RefusalRecord {
  code: RecordedRefusalCode;
  keyFingerprint: string;
  client: string | null;
}

export function createRefusals(db: DatabaseSync) {
  db.exec(SCHEMA);
  const fold = db.prepare(
    `INSERT INTO session_refusals (uid, hour, code, key_fingerprint, client, first_at, last_at, count)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1)
     ON CONFLICT (uid, hour, code, key_fingerprint)
     DO UPDATE SET count = count + 1, last_at = excluded.last_at, client = excluded.client
     RETURNING count`,
  );
  const prune = db.prepare('DELETE FROM session_refusals WHERE last_at < ?');
  const newest = db.prepare(
    `SELECT code, key_fingerprint, client, first_at, last_at, count FROM session_refusals
     WHERE uid = ? ORDER BY last_at DESC LIMIT ?`,
  );
  return {
    /** Adds one refusal; answers true when it opened a new hour's row (the first of its fold). */
    record(uid: string, refusal: RefusalRecord, now = new Date()): boolean {
      const at = now.toISOString();
      const hour = at.slice(0, 13);
      prune.run(new Date(now.getTime() - REFUSAL_RETENTION_DAYS * 86_400_000).toISOString());
      const row = fold.get(uid, hour, refusal.code, refusal.keyFingerprint, refusal.client, at, at) as {
        count: number;
      };
      return row.count === 1;
    },
    /** The newest `limit` folds of the account, newest first. */
    latest(uid: string, limit = REFUSALS_SHOWN): Refusal[] {
      return (
        newest.all(uid, limit) as {
          code: RecordedRefusalCode;
          key_fingerprint: string;
          client: string | null;
          first_at: string;
          last_at: string;
          count: number;
        }[]
      ).map((row) => ({
        code: row.code,
        keyFingerprint: row.key_fingerprint,
        client: row.client,
        firstAt: row.first_at,
        lastAt: row.last_at,
        count: row.count,
      }));
    },
    wipe(): void {
      db.exec('DELETE FROM session_refusals;');
    },
  };
}

export type RefusalStore = ReturnType<typeof createRefusals>;
