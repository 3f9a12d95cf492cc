import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { prepareDataFolder, touchPrivateFile } from './data-folder.ts';

export const DATABASE_FILE = 'dev-backend.sqlite';

// Money is kept in integer cents so balances never drift through floating point.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  uid TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  display_name TEXT,
  -- The live key, sealed with AES-256-GCM, and its keyed digest for lookups (key-cipher.ts).
  api_key_digest TEXT NOT NULL UNIQUE,
  api_key_sealed TEXT NOT NULL,
  balance_cents INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  last_login_at TEXT,
  updated_at TEXT NOT NULL,
  terms_accepted_at TEXT,
  terms_version TEXT
);
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  uid TEXT NOT NULL REFERENCES users(uid),
  amount_cents INTEGER NOT NULL,
  payer_name TEXT NOT NULL,
  country TEXT NOT NULL,
  city TEXT NOT NULL,
  return_origin TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('CREATED', 'APPROVED', 'CANCELLED', 'COMPLETED')),
  payer_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS invoices (
  id TEXT PRIMARY KEY,
  uid TEXT NOT NULL REFERENCES users(uid),
  order_id TEXT NOT NULL UNIQUE REFERENCES orders(id),
  date TEXT NOT NULL,
  description TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  download_token TEXT NOT NULL UNIQUE
);
CREATE INDEX IF NOT EXISTS invoices_by_user ON invoices (uid, date);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at_ms INTEGER NOT NULL,
  lib_version TEXT,
  user_id TEXT NOT NULL,
  service_id TEXT NOT NULL,
  template_id TEXT NOT NULL,
  template_params TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_by_sender ON outbox (user_id, received_at_ms);
-- Mail sends per client network address, for the rate limit; rows older than the window are pruned.
CREATE TABLE IF NOT EXISTS mail_sends (
  client_key TEXT NOT NULL,
  sent_at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_sends_by_client ON mail_sends (client_key, sent_at_ms);
`;

export function openDatabase(dataDir: string): DatabaseSync {
  prepareDataFolder(dataDir);
  const file = join(dataDir, DATABASE_FILE);
  touchPrivateFile(file);
  const db = new DatabaseSync(file, { timeout: 5_000 });
  // secure_delete: a replaced key's sealed form and digest are overwritten, not left in free pages.
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;',
  );
  db.exec(SCHEMA);
  return db;
}

/**
 * Runs `work` in one write transaction. BEGIN IMMEDIATE takes the write lock up front, so even
 * a second process on the same file cannot interleave between our read and our write.
 * A call inside a running transaction is part of it.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  // Inside another transaction (a meter tick records usage and checkpoints together): join it.
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export function wipe(db: DatabaseSync): void {
  inTransaction(db, () => {
    db.exec(
      'DELETE FROM invoices; DELETE FROM orders; DELETE FROM users; DELETE FROM outbox; DELETE FROM mail_sends;',
    );
  });
}
