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
}

interface UserRow {
  uid: string;
  email: string;
  display_name: string | null;
  api_key_sealed: string;
  balance_cents: number;
}

export function createAccounts(db: DatabaseSync, cipher: KeyCipher) {
  const toAccount = (row: UserRow): Account => ({
    uid: row.uid,
    email: row.email,
    displayName: row.display_name,
    apiKey: cipher.open(row.api_key_sealed),
    balanceCents: row.balance_cents,
  });
  const select = db.prepare(
    'SELECT uid, email, display_name, api_key_sealed, balance_cents FROM users WHERE uid = ?',
  );
  const insert = db.prepare(
    `INSERT INTO users (uid, email, display_name, api_key_digest, api_key_sealed, created_at, last_login_at,
     updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const refresh = db.prepare(
    `UPDATE users SET email = ?, display_name = ?, last_login_at = COALESCE(?, last_login_at),
     updated_at = ? WHERE uid = ?`,
  );

  const find = (uid: string): Account | undefined => {
    const row = select.get(uid) as UserRow | undefined;
    return row && toAccount(row);
  };

  return {
    find,
    /** Creates the user on first sight, refreshes profile fields afterwards; the key never changes. */
    upsert(input: AccountInput): Account {
      return inTransaction(db, () => {
        const now = new Date().toISOString();
        const lastLogin = input.lastLoginAt ? new Date(input.lastLoginAt).toISOString() : null;
        if (find(input.uid)) {
          refresh.run(input.email, input.displayName, lastLogin, now, input.uid);
        } else {
          const created = input.createdAt ? new Date(input.createdAt).toISOString() : now;
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
          );
        }
        return find(input.uid) as Account;
      });
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
