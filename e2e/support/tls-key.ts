// The key of the suite's TLS front (tls-front.ts). Chromium is told to trust certificates with
// exactly this key (--ignore-certificate-errors-spki-list), not to ignore certificate errors in
// general: the Reporting API's uploads fail on any certificate error, and Playwright's
// ignoreHTTPSErrors does not reach them.
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface TlsKey {
  privateKeyFile: string;
  publicKeyFile: string;
  /** base64 SHA-256 of the key's SubjectPublicKeyInfo, as Chromium's flag takes it. */
  spkiHash: string;
}

/** The key pair in `dir`, made on the first call (the config is evaluated in every worker). */
export function tlsKeyIn(dir: string): TlsKey {
  const privateKeyFile = path.join(dir, 'tls-key.pem');
  const publicKeyFile = path.join(dir, 'tls-public.pem');
  if (!existsSync(privateKeyFile)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(publicKeyFile, publicKey);
    writeFileSync(privateKeyFile, privateKey, { mode: 0o600 });
  }
  const spki = createPublicKey(readFileSync(publicKeyFile, 'utf8')).export({ type: 'spki', format: 'der' });
  return { privateKeyFile, publicKeyFile, spkiHash: createHash('sha256').update(spki).digest('base64') };
}
