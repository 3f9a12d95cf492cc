// API keys at rest. The live key must be shown again on the dashboard (the real client's
// `register` sends users there to copy it), so it is sealed with AES-256-GCM rather than hashed.
// Lookups by key (the key check, the session handshake) use a keyed digest, and rotation
// history keeps only a fingerprint: nobody who reads the database file learns a key.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** Stored form of a sealed key: version, 96-bit IV, ciphertext and 128-bit tag, base64url. */
const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{22})$/;

export interface KeyCipher {
  seal(apiKey: string): string;
  open(sealed: string): string;
  /** The lookup value of a key: HMAC-SHA-256 under a key derived from the secret, hex. */
  digest(apiKey: string): string;
}

/** `secret` is the 32-byte key-encryption key (store/key-secret.ts). */
export function createKeyCipher(secret: Buffer): KeyCipher {
  // Separate keys for the two uses, so the digest never reuses the encryption key.
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
  const encryptionKey = derive('remoterl api key sealing v1');
  const digestKey = derive('remoterl api key digest v1');
  return {
    seal(apiKey) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const text = Buffer.concat([cipher.update(apiKey, 'utf8'), cipher.final()]);
      return ['v1', iv, text, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const match = SEALED.exec(sealed);
      if (!match) throw new Error('not a sealed API key');
      const [, iv, text, tag] = match.map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv as Buffer);
      decipher.setAuthTag(tag as Buffer);
      return Buffer.concat([decipher.update(text as Buffer), decipher.final()]).toString('utf8');
    },
    digest: (apiKey) => createHmac('sha256', digestKey).update(apiKey).digest('hex'),
  };
}

/**
 * What history shows of a key: its prefix and first 8 characters after it (`api_1a2b3c4d`), as
 * the live view shows a session's key; never enough to use it.
 */
export const keyFingerprint = (apiKey: string): string => apiKey.slice(0, apiKey.indexOf('_') + 9);
