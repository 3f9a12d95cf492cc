import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { BACKEND_URL } from '../support/urls';
import { API_KEY_PATTERN } from '../../packages/product/src/index.ts';

test('the API key is never written to browser storage', async ({ page }) => {
  const keyResponse = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/gateway/account'),
  );
  await signUpNewAccount(page, newGoogleAccount('storage'));
  const key = (await (await keyResponse).text()).trim();
  expect(key).toMatch(API_KEY_PATTERN);
  // Let the dashboard settle (reveal the key, so the page has really used it).
  await page.getByRole('button', { name: 'Show API key' }).click();

  const stored = await page.evaluate(async () => {
    const dump: Record<string, string> = {};
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        dump[`${name}:${key}`] = storage.getItem(key) ?? '';
      }
    }
    const readAll = (db: IDBDatabase, storeName: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error);
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name as string);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        dump[`indexedDB:${info.name}/${storeName}`] = JSON.stringify(await readAll(db, storeName));
      }
      db.close();
    }
    return dump;
  });

  // Only the identity is persisted (user-store); Firebase keeps its own auth record.
  expect(Object.keys(stored)).toContain('localStorage:user-store');
  expect(JSON.parse(stored['localStorage:user-store'] ?? '{}').state).toEqual({
    uid: expect.any(String),
    email: expect.stringContaining('@example.com'),
    displayName: expect.any(String),
  });
  for (const [where, value] of Object.entries(stored)) {
    expect(value, `${where} must not hold the API key`).not.toContain(key);
  }
});

test('the gateway refuses calls without an ID token', async ({ page }) => {
  await page.goto('/');
  const statuses = await page.evaluate(async (backend) => {
    const account = await fetch(`${backend}/gateway/account`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { uid: 'someone', email: 'someone@example.com', displayName: 'x' } }),
    });
    const billing = await fetch(`${backend}/gateway/billing`);
    const forged = await fetch(`${backend}/gateway/billing`, { headers: { Authorization: 'Bearer forged' } });
    return [account.status, billing.status, forged.status];
  }, BACKEND_URL);
  expect(statuses).toEqual([401, 401, 401]);
});
