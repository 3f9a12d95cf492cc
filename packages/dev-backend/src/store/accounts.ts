import type { DatabaseSync } from 'node:sqlite';
import { newApiKey } from '../ids.ts';
import { inTransaction } from './database.ts';
import type { KeyCipher } from './key-cipher.ts';

export interface AccountInput {
  uid: string;
  email: string;
  displayName: string | null;
  createdAt?: string | undefined;
  lastLoginAt?: string | undefined;
}

export interface Account {
  uid: string;
  email: string;
  displayName: string | null;
  apiKey: string;
  balanceCents: number;
  /** When the user accepted the terms at onboarding, and which version (docs/decisions.md, "Registered means consented"). */
  termsAcceptedAt: string;
  termsVersion: string;
}

interface UserRow {
  uid: string;
  email: string;
  display_name: string | null;
  api_key_sealed: string;
  balance_cents: number;
  terms_accepted_at: string;
  terms_version: string;
}

/** The terms version recorded for accounts that had a key before consent was recorded. */
export const TERMS_VERSION_BEFORE_RECORDS = 'before-records';

/**
 * Data folders from before consent was recorded lack the two columns. Every account they hold
 * has a key, and so counts as consented (docs/decisions.md, "Registered means consented"): it is
 * stamped with its creation time and a version saying the terms were not recorded then. Runs
 * once: after it, a row without consent cannot exist, since rows are created only with it.
 */
function addConsentColumns(db: DatabaseSync): void {
  const columns = db.prepare('PRAGMA table_info(users)').all() as { name: string }[];
  if (columns.some((column) => column.name === 'terms_accepted_at')) return;
  inTransaction(db, () => {
    db.exec(
      'ALTER TABLE users ADD COLUMN terms_accepted_at TEXT; ALTER TABLE users ADD COLUMN terms_version TEXT;',
    );
    db.prepare('UPDATE users SET terms_accepted_at = created_at, terms_version = ?').run(
      TERMS_VERSION_BEFORE_RECORDS,
    );
  });
}

export function createAccounts(db: DatabaseSync, cipher: KeyCipher) {
  addConsentColumns(db);
  const toAccount = (row: UserRow): Account => ({
    uid: row.uid,
    email: row.email,
    displayName: row.display_name,
    apiKey: cipher.open(row.api_key_sealed),
    balanceCents: row.balance_cents,
    termsAcceptedAt: row.terms_accepted_at,
    termsVersion: row.terms_version,
  });
  // Only consented rows count: no other kind is written, and this keeps it so if one ever were.
  const select = db.prepare(
    `SELECT uid, email, display_name, api_key_sealed, balance_cents, terms_accepted_at, terms_version
     FROM users WHERE uid = ? AND terms_accepted_at IS NOT NULL`,
  );
  const insert = db.prepare(
    `INSERT INTO users (uid, email, display_name, api_key_digest, api_key_sealed, created_at, last_login_at,
     updated_at, terms_accepted_at, terms_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const refresh = db.prepare(
    `UPDATE users SET email = ?, display_name = ?, last_login_at = COALESCE(?, last_login_at),
     updated_at = ? WHERE uid = ?`,
  );

  const find = (uid: string): Account | undefined => {
    const row = select.get(uid) as UserRow | undefined;
    return row && toAccount(row);
  };

  function refreshProfile(input: AccountInput): Account {
    const lastLogin = input.lastLoginAt ? new Date(input.lastLoginAt).toISOString() : null;
    refresh.run(input.email, input.displayName, lastLogin, new Date().toISOString(), input.uid);
    return find(input.uid) as Account;
  }

  return {
    /** The registered (consented) account of `uid`, if there is one. */
    find,
    /**
     * Registers the user when they have just accepted `termsVersion` at onboarding; the key is
     * issued here and nowhere earlier. An account that already exists keeps its key and its
     * first consent.
     */
    register(input: AccountInput, termsVersion: string): Account {
      return inTransaction(db, () => {
        if (find(input.uid)) return refreshProfile(input);
        const now = new Date().toISOString();
        const created = input.createdAt ? new Date(input.createdAt).toISOString() : now;
        const lastLogin = input.lastLoginAt ? new Date(input.lastLoginAt).toISOString() : null;
        const apiKey = newApiKey();
        insert.run(
          input.uid,
          input.email,
          input.displayName,
          cipher.digest(apiKey),
          cipher.seal(apiKey),
          created,
          lastLogin,
          now,
          now,
          termsVersion,
        );
        return find(input.uid) as Account;
      });
    },
    /** Refreshes a registered account's profile fields; undefined when the user is not registered. */
    logIn(input: AccountInput): Account | undefined {
      return inTransaction(db, () => (find(input.uid) ? refreshProfile(input) : undefined));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
