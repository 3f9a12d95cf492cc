// Registered means consented (docs/decisions.md): the account, and its key, exist only once
// onboarding sent the accepted terms version; the store records when and which version. Data
// folders from before this rule keep their accounts, counted as consented.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { TERMS_VERSION } from '@remoterl/product';
import { afterAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../src/ids.ts';
import { TERMS_VERSION_BEFORE_RECORDS } from '../src/store/accounts.ts';
import { DATABASE_FILE } from '../src/store/database.ts';
import { signInWithGoogle } from './helpers/emulator.ts';
import { accountBody, client, consentBody, startTestServer } from './helpers/server.ts';

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-backend-consent-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function consentOf(dataDir: string, uid: string) {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  try {
    return db.prepare('SELECT terms_accepted_at, terms_version FROM users WHERE uid = ?').get(uid) as
      { terms_accepted_at: string; terms_version: string } | undefined;
  } finally {
    db.close();
  }
}

describe('consent record', () => {
  it('stores the time and the terms version of onboarding, and nothing before it', async () => {
    const dataDir = newDataDir();
    const server = await startTestServer({ DEV_BACKEND_DATA_DIR: dataDir });
    try {
      const api = client(server.url);
      const ada = await signInWithGoogle('Ada Consent');
      await api('/gateway/account', { user: ada, json: accountBody(ada, 'createdAt') });
      expect(consentOf(dataDir, ada.uid)).toBeUndefined();

      const before = Date.now();
      expect((await api('/gateway/account', { user: ada, json: consentBody(ada) })).status).toBe(200);
      const consent = consentOf(dataDir, ada.uid);
      expect(consent?.terms_version).toBe(TERMS_VERSION);
      const acceptedAt = Date.parse(consent?.terms_accepted_at ?? '');
      expect(acceptedAt).toBeGreaterThanOrEqual(before - 1_000);
      expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1_000);
    } finally {
      await server.dispose();
    }
  });

  it('counts accounts that had a key before the record as consented, keeping the key', async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    const ada = await signInWithGoogle('Ada Before');
    const key = newApiKey();
    // The users table as it was before consent was recorded.
    const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
    db.exec(`CREATE TABLE users (uid TEXT PRIMARY KEY, email TEXT NOT NULL, display_name TEXT,
      api_key TEXT NOT NULL UNIQUE, balance_cents INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
      last_login_at TEXT, updated_at TEXT NOT NULL)`);
    db.prepare(
      `INSERT INTO users (uid, email, display_name, api_key, created_at, updated_at)
       VALUES (?, ?, ?, ?, '2026-01-02T03:04:05.000Z', '2026-01-02T03:04:05.000Z')`,
    ).run(ada.uid, ada.email, ada.displayName, key);
    db.close();

    const server = await startTestServer({ DEV_BACKEND_DATA_DIR: dataDir });
    try {
      const login = await client(server.url)('/gateway/account', {
        user: ada,
        json: accountBody(ada, 'lastLoginAt'),
      });
      expect(login.status).toBe(200);
      expect(await login.text()).toBe(key);
      expect(consentOf(dataDir, ada.uid)).toEqual({
        terms_accepted_at: '2026-01-02T03:04:05.000Z',
        terms_version: TERMS_VERSION_BEFORE_RECORDS,
      });
    } finally {
      await server.dispose();
    }
  });
});
