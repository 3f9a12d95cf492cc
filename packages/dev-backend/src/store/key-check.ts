// A folder's keys open only with the secret that sealed them. Started with another secret (a
// production key set over a development folder, a lost key file) the backend would fail on the
// first key it reads; this check refuses the start instead, and says why.
import type { DatabaseSync } from 'node:sqlite';
import { ConfigError } from '../env-values.ts';
import type { KeyCipher } from './key-cipher.ts';

const PROBE = 'remoterl key-encryption check';

export function assertSecretFitsFolder(db: DatabaseSync, cipher: KeyCipher): void {
  db.exec(`CREATE TABLE IF NOT EXISTS key_secret_check (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    sealed TEXT NOT NULL
  )`);
  const row = db.prepare('SELECT sealed FROM key_secret_check WHERE id = 1').get() as
    { sealed: string } | undefined;
  if (!row) {
    db.prepare('INSERT OR IGNORE INTO key_secret_check (id, sealed) VALUES (1, ?)').run(cipher.seal(PROBE));
    return;
  }
  let opened: string | undefined;
  try {
    opened = cipher.open(row.sealed);
  } catch {
    opened = undefined;
  }
  if (opened !== PROBE) {
    throw new ConfigError(
      "Refusing to start: this data folder's API keys were sealed with another key-encryption key " +
        '(DEV_BACKEND_KEY_ENCRYPTION_KEY, or the folder’s key-encryption.key); start with that key.',
    );
  }
}
