import type { DatabaseSync } from 'node:sqlite';
import type { ApiKeyIdentity } from '@remoterl/contract';
import { isApiKeyShape } from '@remoterl/product';
import { newApiKey } from '../ids.ts';
import { inTransaction } from './database.ts';
import { keyFingerprint, type KeyCipher } from './key-cipher.ts';
import { createNamedKeys } from './named-keys.ts';

/**
 * Each rotation is remembered, so a request that repeats one (a double click, a retried request)
 * is answered with that rotation's key instead of rotating twice, and a replaced key reads as
 * replaced (AUTH-003) rather than unknown. Only fingerprints are kept (key-cipher.ts): the
 * replaced key's prefix for people and digests for lookups, never a key.
 */
export const ROTATIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS api_key_rotations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL,
  old_fingerprint TEXT NOT NULL,
  old_digest TEXT NOT NULL,
  new_digest TEXT NOT NULL,
  rotated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS api_key_rotations_by_user ON api_key_rotations (uid, id);
CREATE INDEX IF NOT EXISTS api_key_rotations_by_old_digest ON api_key_rotations (old_digest);
`;

/**
 * Rotations kept per user. Only the newest matters for repeating a rotation; older ones only let
 * a long-replaced key read as replaced (AUTH-003) rather than unknown (AUTH-002).
 */
export const ROTATIONS_KEPT_PER_USER = 20;

export type RotationResult =
  | { outcome: 'rotated'; apiKey: string }
  | { outcome: 'repeated'; apiKey: string }
  | { outcome: 'stale' }
  | { outcome: 'no_account' };

export function createApiKeys(db: DatabaseSync, cipher: KeyCipher) {
  db.exec(ROTATIONS_SCHEMA);
  const named = createNamedKeys(db, cipher);
  const primaryOf = db.prepare('SELECT api_key_digest, api_key_sealed, created_at FROM users WHERE uid = ?');
  const lastRotation = db.prepare(
    'SELECT rotated_at FROM api_key_rotations WHERE uid = ? ORDER BY id DESC LIMIT 1',
  );
  const selectKey = db.prepare('SELECT api_key_digest, api_key_sealed FROM users WHERE uid = ?');
  const replaceKey = db.prepare(
    `UPDATE users SET api_key_digest = ?, api_key_sealed = ?, updated_at = ?
     WHERE uid = ? AND api_key_digest = ?`,
  );
  const remember = db.prepare(
    `INSERT INTO api_key_rotations (uid, old_fingerprint, old_digest, new_digest, rotated_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const latest = db.prepare(
    'SELECT old_digest, new_digest FROM api_key_rotations WHERE uid = ? ORDER BY id DESC LIMIT 1',
  );
  const trim = db.prepare(
    `DELETE FROM api_key_rotations WHERE uid = ? AND id <= (
       SELECT id FROM api_key_rotations WHERE uid = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
  );
  const owner = db.prepare('SELECT uid FROM users WHERE api_key_digest = ?');
  const allKeys = db.prepare('SELECT uid, api_key_sealed FROM users');
  const replaced = db.prepare('SELECT 1 AS yes FROM api_key_rotations WHERE old_digest = ? LIMIT 1');
  const replacedOwner = db.prepare('SELECT uid FROM api_key_rotations WHERE old_digest = ? LIMIT 1');

  /** Replaces the key whose digest is `oldDigest` with a new one and remembers it. */
  const replace = (uid: string, oldKey: string, oldDigest: string, now: string): string => {
    const apiKey = newApiKey();
    const newDigest = cipher.digest(apiKey);
    replaceKey.run(newDigest, cipher.seal(apiKey), now, uid, oldDigest);
    remember.run(uid, keyFingerprint(oldKey), oldDigest, newDigest, now);
    trim.run(uid, uid, ROTATIONS_KEPT_PER_USER);
    return apiKey;
  };

  return {
    /**
     * Replaces `currentKey` with a new key in one transaction: from the commit on, only the new
     * key is valid. Sending the key the latest rotation replaced repeats that rotation's answer.
     */
    rotate(uid: string, currentKey: string): RotationResult {
      return inTransaction(db, () => {
        const row = selectKey.get(uid) as { api_key_digest: string; api_key_sealed: string } | undefined;
        if (!row) return { outcome: 'no_account' };
        const given = cipher.digest(currentKey);
        if (row.api_key_digest === given) {
          return { outcome: 'rotated', apiKey: replace(uid, currentKey, given, new Date().toISOString()) };
        }
        const last = latest.get(uid) as { old_digest: string; new_digest: string } | undefined;
        if (last && last.old_digest === given && last.new_digest === row.api_key_digest) {
          return { outcome: 'repeated', apiKey: cipher.open(row.api_key_sealed) };
        }
        return { outcome: 'stale' };
      });
    },

    /** The uid holding `apiKey` (primary or named), or undefined for an unknown, replaced or revoked key. */
    ownerOf(apiKey: string): string | undefined {
      return (owner.get(cipher.digest(apiKey)) as { uid: string } | undefined)?.uid ?? named.ownerOf(apiKey);
    },

    /**
     * Which of its account's keys `apiKey` is: `primary` or a named key's id (its spend and limit
     * are kept by this id, so a regenerated primary key keeps them).
     */
    keyIdOf(apiKey: string): string | undefined {
      if (owner.get(cipher.digest(apiKey))) return 'primary';
      return named.idOf(apiKey);
    },

    /** The uid whose key `apiKey` was before it was replaced, or undefined. */
    replacedOwnerOf(apiKey: string): string | undefined {
      return (replacedOwner.get(cipher.digest(apiKey)) as { uid: string } | undefined)?.uid;
    },
    /** Whether `apiKey` was once a key and has been replaced (regenerated or migrated) or revoked. */
    wasReplaced(apiKey: string): boolean {
      return replaced.get(cipher.digest(apiKey)) !== undefined || named.wasRevoked(apiKey);
    },

    /** The primary key first, then the named ones, oldest first: fingerprints and dates, never keys. */
    listOf(uid: string): ApiKeyIdentity[] {
      const row = primaryOf.get(uid) as
        { api_key_digest: string; api_key_sealed: string; created_at: string } | undefined;
      if (!row) return [];
      const rotatedAt = (lastRotation.get(uid) as { rotated_at: string } | undefined)?.rotated_at;
      const primary: ApiKeyIdentity = {
        id: 'primary',
        name: null,
        fingerprint: keyFingerprint(cipher.open(row.api_key_sealed)),
        createdAt: rotatedAt ?? row.created_at,
        lastUsedAt: named.lastUsedOf(row.api_key_digest),
        primary: true,
      };
      return [primary, ...named.listOf(uid)];
    },

    /** Whether `id` is a live key of the account: `primary` or a live named key's id. */
    isLive(uid: string, id: string): boolean {
      return id === 'primary' ? primaryOf.get(uid) !== undefined : named.nameOf(uid, id) !== undefined;
    },

    nameOf: named.nameOf,
    create: named.create,
    revoke: named.revoke,
    markUsed: named.markUsed,

    /**
     * Replaces every key of an older shape (`rrl_…`, before docs/decisions.md "API keys") with a
     * new one, each recorded as a rotation: the old key then reads as replaced everywhere, as
     * after a user's own regeneration. Accounts, balances, invoices and settings are untouched.
     * Answers how many keys were replaced.
     */
    migrateLegacyKeys(): number {
      return inTransaction(db, () => {
        const legacy = (allKeys.all() as { uid: string; api_key_sealed: string }[])
          .map((row) => ({ uid: row.uid, apiKey: cipher.open(row.api_key_sealed) }))
          .filter((row) => !isApiKeyShape(row.apiKey));
        const now = new Date().toISOString();
        for (const row of legacy) replace(row.uid, row.apiKey, cipher.digest(row.apiKey), now);
        return legacy.length;
      });
    },

    wipe(): void {
      db.exec('DELETE FROM api_key_rotations;');
      named.wipe();
    },
  };
}

export type ApiKeys = ReturnType<typeof createApiKeys>;
