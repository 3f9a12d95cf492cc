import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ApiKeyIdentity } from '@remoterl/contract';
import { API_KEY_LIMITS } from '@remoterl/product';
import { newApiKey } from '../ids.ts';
import { inTransaction } from './database.ts';
import { keyFingerprint, type KeyCipher } from './key-cipher.ts';

// Named keys (docs/decisions.md, "Named API keys") beside the primary key in `users`: sealed and
// looked up by digest as it is; a revoked key keeps its row, so it reads as replaced (AUTH-003).
// When any key last opened a session is kept by digest, for the primary key too.
export const NAMED_KEYS_SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  uid TEXT NOT NULL,
  name TEXT NOT NULL,
  digest TEXT NOT NULL UNIQUE,
  sealed TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS api_keys_by_user ON api_keys (uid, created_at);
CREATE TABLE IF NOT EXISTS api_key_last_used (
  digest TEXT PRIMARY KEY,
  used_at TEXT NOT NULL
);
`;

export type CreateKeyResult =
  | { outcome: 'created'; key: ApiKeyIdentity; apiKey: string }
  | { outcome: 'name_taken' }
  | { outcome: 'too_many' };

export type RevokeKeyResult = { outcome: 'revoked'; apiKey: string } | { outcome: 'unknown' };

interface KeyRow {
  id: string;
  name: string;
  digest: string;
  fingerprint: string;
  created_at: string;
}

export function createNamedKeys(db: DatabaseSync, cipher: KeyCipher) {
  db.exec(NAMED_KEYS_SCHEMA);
  const live = db.prepare(
    `SELECT id, name, digest, fingerprint, created_at FROM api_keys
     WHERE uid = ? AND revoked_at IS NULL ORDER BY created_at, id`,
  );
  const insert = db.prepare(
    `INSERT INTO api_keys (id, uid, name, digest, sealed, fingerprint, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectSealed = db.prepare(
    'SELECT sealed FROM api_keys WHERE uid = ? AND id = ? AND revoked_at IS NULL',
  );
  const revoke = db.prepare(
    'UPDATE api_keys SET revoked_at = ? WHERE uid = ? AND id = ? AND revoked_at IS NULL',
  );
  const owner = db.prepare('SELECT uid FROM api_keys WHERE digest = ? AND revoked_at IS NULL');
  const revoked = db.prepare('SELECT 1 AS yes FROM api_keys WHERE digest = ? AND revoked_at IS NOT NULL');
  const used = db.prepare(
    `INSERT INTO api_key_last_used (digest, used_at) VALUES (?, ?)
     ON CONFLICT (digest) DO UPDATE SET used_at = excluded.used_at`,
  );
  const lastUsed = db.prepare('SELECT used_at FROM api_key_last_used WHERE digest = ?');
  const liveId = db.prepare('SELECT id FROM api_keys WHERE digest = ? AND revoked_at IS NULL');
  const liveName = db.prepare('SELECT name FROM api_keys WHERE uid = ? AND id = ? AND revoked_at IS NULL');

  const lastUsedOf = (digest: string): string | null =>
    (lastUsed.get(digest) as { used_at: string } | undefined)?.used_at ?? null;
  const entryOf = (row: KeyRow): ApiKeyIdentity => ({
    id: row.id,
    name: row.name,
    fingerprint: row.fingerprint,
    createdAt: row.created_at,
    lastUsedAt: lastUsedOf(row.digest),
    primary: false,
  });

  return {
    lastUsedOf,

    /** The account's live named keys, oldest first. */
    listOf(uid: string): ApiKeyIdentity[] {
      return (live.all(uid) as unknown as KeyRow[]).map(entryOf);
    },

    /** A new key named `name`, unless a live key has that name or the account is full. */
    create(uid: string, name: string): CreateKeyResult {
      return inTransaction(db, () => {
        const keys = live.all(uid) as unknown as KeyRow[];
        // The primary key counts toward the limit too.
        if (keys.length + 1 >= API_KEY_LIMITS.perAccount) return { outcome: 'too_many' };
        if (keys.some((key) => key.name.toLowerCase() === name.toLowerCase()))
          return { outcome: 'name_taken' };
        const apiKey = newApiKey();
        const row: KeyRow = {
          id: randomBytes(4).toString('hex'),
          name,
          digest: cipher.digest(apiKey),
          fingerprint: keyFingerprint(apiKey),
          created_at: new Date().toISOString(),
        };
        insert.run(row.id, uid, name, row.digest, cipher.seal(apiKey), row.fingerprint, row.created_at);
        return { outcome: 'created', key: entryOf(row), apiKey };
      });
    },

    /** Revokes one live named key; answers the key, so its sessions can be ended. */
    revoke(uid: string, id: string): RevokeKeyResult {
      return inTransaction(db, () => {
        const row = selectSealed.get(uid, id) as { sealed: string } | undefined;
        if (!row) return { outcome: 'unknown' };
        revoke.run(new Date().toISOString(), uid, id);
        return { outcome: 'revoked', apiKey: cipher.open(row.sealed) };
      });
    },

    /** The uid of a live named key. */
    ownerOf(apiKey: string): string | undefined {
      return (owner.get(cipher.digest(apiKey)) as { uid: string } | undefined)?.uid;
    },

    /** The id of a live named key. */
    idOf(apiKey: string): string | undefined {
      return (liveId.get(cipher.digest(apiKey)) as { id: string } | undefined)?.id;
    },

    /** The name of the account's live named key `id`, or undefined when it has none. */
    nameOf(uid: string, id: string): string | undefined {
      return (liveName.get(uid, id) as { name: string } | undefined)?.name;
    },

    wasRevoked(apiKey: string): boolean {
      return revoked.get(cipher.digest(apiKey)) !== undefined;
    },

    /** A session opened with `apiKey` now. */
    markUsed(apiKey: string, at = new Date().toISOString()): void {
      used.run(cipher.digest(apiKey), at);
    },

    wipe(): void {
      db.exec('DELETE FROM api_keys; DELETE FROM api_key_last_used;');
    },
  };
}

export type NamedKeys = ReturnType<typeof createNamedKeys>;
