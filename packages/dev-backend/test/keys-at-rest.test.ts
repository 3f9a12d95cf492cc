// Issue: the live key sat in plain text in `users.api_key`, `api_key_rotations` kept every old
// and new key forever, and the data folder was 0755 with a 0644 database. Keys are now sealed
// (AES-256-GCM), history keeps fingerprints, the folder is private, and an older folder is
// migrated on start losing nothing.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../src/store/database.ts';
import { KEY_SECRET_FILE } from '../src/store/key-secret.ts';
import { signInWithGoogle } from './helpers/emulator.ts';
import { accountBody, client, register, startTestServer } from './helpers/server.ts';
import { hello, refusal } from './helpers/session-socket.ts';

const LIVE_KEY = 'api_2b8f0c4e-7d1a-4c3b-9e5f-6a7b8c9d0e1f';
const OLD_KEY = 'api_9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const FIXTURE = new URL('./fixtures/data-folder-plain-keys.sql', import.meta.url);

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A copy of an older data folder, with that version's permissions, holding `uid`'s account. */
function plainKeysFolder(uid: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'dev-backend-plain-keys-'));
  folders.push(folder);
  const db = new DatabaseSync(join(folder, DATABASE_FILE));
  db.exec(readFileSync(FIXTURE, 'utf8').replaceAll('{{uid}}', uid));
  db.close();
  chmodSync(folder, 0o755);
  chmodSync(join(folder, DATABASE_FILE), 0o644);
  return folder;
}

/** Every byte the folder holds, as text: a key found here is readable by whoever reads the disk. */
const folderBytes = (folder: string) =>
  readdirSync(folder)
    .map((name) => readFileSync(join(folder, name)).toString('latin1'))
    .join('\n');

const modeOf = (path: string) => statSync(path).mode & 0o777;

function expectPrivate(folder: string): void {
  expect(modeOf(folder).toString(8)).toBe('700');
  for (const name of readdirSync(folder))
    expect(`${name} ${modeOf(join(folder, name)).toString(8)}`).toBe(`${name} 600`);
}

describe('a new data folder', () => {
  it('is private and never holds a key in plain text', async () => {
    const server = await startTestServer();
    folders.push(server.dataDir);
    const api = client(server.url);
    const ada = await signInWithGoogle('Ada');
    const first = await register(api, ada);
    const rotated = (await (
      await api('/gateway/api-key/rotate', { user: ada, json: { currentKey: first } })
    ).json()) as { apiKey: string };
    await server.close();
    expectPrivate(server.dataDir);
    expect(readdirSync(server.dataDir)).toContain(KEY_SECRET_FILE);
    const bytes = folderBytes(server.dataDir);
    for (const key of [first, rotated.apiKey]) expect(bytes).not.toContain(key);
    // History keeps the replaced key's fingerprint: its prefix and first 8 hex, for people.
    const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE));
    expect(db.prepare('SELECT old_fingerprint FROM api_key_rotations').all()).toEqual([
      { old_fingerprint: first.slice(0, 12) },
    ]);
    db.close();
  });
});

describe('a data folder sealed with another key', () => {
  it('refuses the start and says which key it needs', async () => {
    const server = await startTestServer();
    folders.push(server.dataDir);
    await register(client(server.url), await signInWithGoogle());
    await server.close();
    await expect(
      startTestServer({
        DEV_BACKEND_DATA_DIR: server.dataDir,
        DEV_BACKEND_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      }),
    ).rejects.toThrow(/sealed with another key-encryption key/);
  });
});

describe('an older data folder with plain keys', () => {
  it('is migrated on start, losing nothing, and keeps no plain key on disk', async () => {
    const ada = await signInWithGoogle('Ada Lovelace');
    const folder = plainKeysFolder(ada.uid);
    expect(folderBytes(folder)).toContain(LIVE_KEY);

    const server = await startTestServer({ DEV_BACKEND_DATA_DIR: folder });
    try {
      // One live key and one history entry were plain.
      expect(server.sealedPlainKeys).toBe(2);
      const api = client(server.url);
      // The same key as before (the dashboard shows it), the same money, invoice and setting.
      expect(
        await (await api('/gateway/account', { user: ada, json: accountBody(ada, 'lastLoginAt') })).text(),
      ).toBe(LIVE_KEY);
      const billing = (await (await api('/gateway/billing', { user: ada })).json()) as {
        balance: number;
        invoices: { id: string; price: number; downloadUrl: string }[];
      };
      expect(billing.balance).toBe(30);
      expect(billing.invoices).toMatchObject([{ id: 'INV-PLAINKEYS1', price: 30 }]);
      expect((await fetch(billing.invoices[0]?.downloadUrl as string)).status).toBe(200);
      expect(await (await api('/gateway/settings', { user: ada })).json()).toMatchObject({
        lowCreditThreshold: 12,
      });
      // The live key works; the replaced one still reads as replaced, from its digest alone.
      expect((await api('/gateway/api-key/check', { token: LIVE_KEY })).status).toBe(200);
      expect(await (await api('/gateway/api-key/check', { token: OLD_KEY })).json()).toMatchObject({
        code: 'api_key_invalid',
      });
      expect((await refusal(await hello(server.url, { apiKey: OLD_KEY, role: 'trainer' }))).code).toBe(
        'AUTH-003',
      );
      // Repeating the last rotation (a retried click) still answers its key without rotating.
      expect(
        await (await api('/gateway/api-key/rotate', { user: ada, json: { currentKey: OLD_KEY } })).json(),
      ).toEqual({ apiKey: LIVE_KEY, rotated: false });
    } finally {
      await server.close();
    }
    expectPrivate(folder);
    const bytes = folderBytes(folder);
    expect(bytes).not.toContain(LIVE_KEY);
    expect(bytes).not.toContain(OLD_KEY);

    // A second start finds nothing left to migrate and still serves the same key.
    const again = await startTestServer({ DEV_BACKEND_DATA_DIR: folder });
    try {
      expect(again.sealedPlainKeys).toBe(0);
      expect(await register(client(again.url), ada)).toBe(LIVE_KEY);
    } finally {
      await again.close();
    }
  });
});
