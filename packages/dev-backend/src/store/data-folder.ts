// The data folder holds accounts, sealed keys and the key-encryption key: only its owner may
// read it. Older starts made it 0755 with 0644 files; each start tightens what it finds.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Creates the folder (0700) or tightens an existing one and every file in it (0600). */
export function prepareDataFolder(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
  chmodSync(dataDir, FOLDER_MODE);
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    if (entry.isFile()) chmodSync(join(dataDir, entry.name), FILE_MODE);
  }
}

/**
 * Creates an empty file 0600 if it does not exist. SQLite gives its -wal and -shm files the
 * database file's mode, so creating the database this way keeps all three private.
 */
export function touchPrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', FILE_MODE));
}
