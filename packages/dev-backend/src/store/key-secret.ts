// The key-encryption key that seals API keys (key-cipher.ts). Production must be given one
// (DEV_BACKEND_KEY_ENCRYPTION_KEY; config.ts refuses to start without it); development makes
// one once and keeps it in the data folder, readable by its owner only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ConfigError } from '../env-values.ts';

export const KEY_SECRET_FILE = 'key-encryption.key';
export const KEY_SECRET_BYTES = 32;

/** Reads a key given as base64 (or base64url) of 32 bytes; anything else is a configuration error. */
export function parseKeySecret(name: string, raw: string): Buffer {
  const bytes = Buffer.from(raw.trim(), 'base64url');
  if (bytes.length !== KEY_SECRET_BYTES || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw.trim())) {
    throw new ConfigError(
      `${name} must be ${KEY_SECRET_BYTES} random bytes in base64 (for example: openssl rand -base64 32)`,
    );
  }
  return bytes;
}

/** The configured secret, else the data folder's (made on first start). */
export function loadKeySecret(dataDir: string, configured: Buffer | undefined): Buffer {
  if (configured) return configured;
  const file = join(dataDir, KEY_SECRET_FILE);
  if (!existsSync(file)) {
    // `wx`: never overwrite a secret another process wrote meanwhile; then read whichever won.
    try {
      writeFileSync(file, `${randomBytes(KEY_SECRET_BYTES).toString('base64')}\n`, {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  return parseKeySecret(file, readFileSync(file, 'utf8'));
}
