// A data folder from before keys were sealed holds the live key in plain text (`users.api_key`)
// and every old and new key in the rotation history. On start this seals the live keys, keeps
// only fingerprints in history, and rewrites the file so no plain key is left in free pages or
// the write-ahead log. Accounts, balances, invoices and every other table are not touched.
import type { DatabaseSync } from 'node:sqlite';
import { ROTATIONS_SCHEMA } from '../api-keys.ts';
import { inTransaction } from '../database.ts';
import { keyFingerprint, type KeyCipher } from '../key-cipher.ts';

const columnsOf = (db: DatabaseSync, table: string): string[] =>
  (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map(
    (row) => row.name,
  );

/** Answers how many plain keys (live ones and history entries) it sealed or dropped. */
export function sealPlainApiKeys(db: DatabaseSync, cipher: KeyCipher): number {
  const plainUsers = columnsOf(db, 'users').includes('api_key');
  const plainHistory = columnsOf(db, 'api_key_rotations').includes('old_key');
  if (!plainUsers && !plainHistory) return 0;
  let count = 0;
  inTransaction(db, () => {
    if (plainUsers) {
      // Renaming keeps the column's UNIQUE constraint, now on the digest.
      db.exec(`ALTER TABLE users RENAME COLUMN api_key TO api_key_digest;
               ALTER TABLE users ADD COLUMN api_key_sealed TEXT NOT NULL DEFAULT ''`);
      const update = db.prepare('UPDATE users SET api_key_digest = ?, api_key_sealed = ? WHERE uid = ?');
      for (const row of db.prepare('SELECT uid, api_key_digest AS key FROM users').all() as {
        uid: string;
        key: string;
      }[]) {
        update.run(cipher.digest(row.key), cipher.seal(row.key), row.uid);
        count += 1;
      }
    }
    if (plainHistory) {
      db.exec(`DROP INDEX IF EXISTS api_key_rotations_by_user;
               DROP INDEX IF EXISTS api_key_rotations_by_old_key;
               ALTER TABLE api_key_rotations RENAME TO api_key_rotations_plain;`);
      db.exec(ROTATIONS_SCHEMA);
      const insert = db.prepare(
        `INSERT INTO api_key_rotations (id, uid, old_fingerprint, old_digest, new_digest, rotated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      );
      const rows = db
        .prepare('SELECT id, uid, old_key, new_key, rotated_at FROM api_key_rotations_plain ORDER BY id')
        .all() as { id: number; uid: string; old_key: string; new_key: string; rotated_at: string }[];
      for (const row of rows) {
        insert.run(
          row.id,
          row.uid,
          keyFingerprint(row.old_key),
          cipher.digest(row.old_key),
          cipher.digest(row.new_key),
          row.rotated_at,
        );
        count += 1;
      }
      db.exec('DROP TABLE api_key_rotations_plain');
    }
  });
  // Rewrite the file from its live rows (secure_delete is on) and empty the write-ahead log, so
  // the plain keys are gone from disk and not only from the tables.
  db.exec('PRAGMA wal_checkpoint(TRUNCATE); VACUUM; PRAGMA wal_checkpoint(TRUNCATE);');
  return count;
}
