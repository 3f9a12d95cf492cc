import type { DatabaseSync } from 'node:sqlite';
import { isApiKeyShape } from '@remoterl/product';
import { newApiKey } from '../ids.ts';
import { inTransaction } from './database.ts';

// Each rotation is remembered, so a request that repeats one (a double click, a retried request)
// is answered with that rotation's key instead of rotating twice.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_key_rotations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL,
  old_key TEXT NOT NULL,
  new_key TEXT NOT NULL,
  rotated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS api_key_rotations_by_user ON api_key_rotations (uid, id);
CREATE INDEX IF NOT EXISTS api_key_rotations_by_old_key ON api_key_rotations (old_key);
`;

export type RotationResult =
  | { outcome: 'rotated'; apiKey: string }
  | { outcome: 'repeated'; apiKey: string }
  | { outcome: 'stale' }
  | { outcome: 'no_account' };

export function createApiKeys(db: DatabaseSync) {
  db.exec(SCHEMA);
  const selectKey = db.prepare('SELECT api_key FROM users WHERE uid = ?');
  const replaceKey = db.prepare('UPDATE users SET api_key = ?, updated_at = ? WHERE uid = ? AND api_key = ?');
  const remember = db.prepare(
    'INSERT INTO api_key_rotations (uid, old_key, new_key, rotated_at) VALUES (?, ?, ?, ?)',
  );
  const latest = db.prepare(
    'SELECT old_key, new_key FROM api_key_rotations WHERE uid = ? ORDER BY id DESC LIMIT 1',
  );
  const owner = db.prepare('SELECT uid FROM users WHERE api_key = ?');
  const allKeys = db.prepare('SELECT uid, api_key FROM users');
  const replaced = db.prepare('SELECT 1 AS yes FROM api_key_rotations WHERE old_key = ? LIMIT 1');

  return {
    /**
     * Replaces `currentKey` with a new key in one transaction: from the commit on, only the new
     * key is valid. Sending the key the latest rotation replaced repeats that rotation's answer.
     */
    rotate(uid: string, currentKey: string): RotationResult {
      return inTransaction(db, () => {
        const row = selectKey.get(uid) as { api_key: string } | undefined;
        if (!row) return { outcome: 'no_account' };
        if (row.api_key === currentKey) {
          const apiKey = newApiKey();
          const now = new Date().toISOString();
          replaceKey.run(apiKey, now, uid, currentKey);
          remember.run(uid, currentKey, apiKey, now);
          return { outcome: 'rotated', apiKey };
        }
        const last = latest.get(uid) as { old_key: string; new_key: string } | undefined;
        if (last && last.old_key === currentKey && last.new_key === row.api_key) {
          return { outcome: 'repeated', apiKey: row.api_key };
        }
        return { outcome: 'stale' };
      });
    },

    /** The uid holding `apiKey`, or undefined for an unknown or replaced key. */
    ownerOf(apiKey: string): string | undefined {
      return (owner.get(apiKey) as { uid: string } | undefined)?.uid;
    },

    /** Whether `apiKey` was once a key and has been replaced (regenerated or migrated). */
    wasReplaced(apiKey: string): boolean {
      return replaced.get(apiKey) !== undefined;
    },

    /**
     * Replaces every key of an older shape (`rrl_…`, before docs/decisions.md "API keys") with a
     * new one, each recorded as a rotation: the old key then reads as replaced everywhere, as
     * after a user's own regeneration. Accounts, balances, invoices and settings are untouched.
     * Answers how many keys were replaced.
     */
    migrateLegacyKeys(): number {
      return inTransaction(db, () => {
        const legacy = (allKeys.all() as { uid: string; api_key: string }[]).filter(
          (row) => !isApiKeyShape(row.api_key),
        );
        const now = new Date().toISOString();
        for (const row of legacy) {
          const apiKey = newApiKey();
          replaceKey.run(apiKey, now, row.uid, row.api_key);
          remember.run(row.uid, row.api_key, apiKey, now);
        }
        return legacy.length;
      });
    },

    wipe(): void {
      db.exec('DELETE FROM api_key_rotations;');
    },
  };
}

export type ApiKeys = ReturnType<typeof createApiKeys>;
