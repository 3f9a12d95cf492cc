// Contract: every key this backend hands out has the shape the real `remoterl` client accepts
// (it refuses anything else before sending a byte). Registration, rotation and the start-up
// migration of old `rrl_` keys are the three places a key is issued.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { API_KEY_PATTERN } from '@remoterl/product';
import { afterAll, describe, expect, it } from 'vitest';
import { type Billing, KeyRotationResponseSchema } from '@remoterl/contract';
import { newApiKey } from '../src/ids.ts';
import { DATABASE_FILE } from '../src/store/database.ts';
import { createKeyCipher } from '../src/store/key-cipher.ts';
import { loadKeySecret } from '../src/store/key-secret.ts';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import {
  accountBody,
  approvedOrder,
  client,
  register,
  startTestServer,
  type Client,
} from './helpers/server.ts';

/** Plan, balance and invoices; receipt links name the server's port, which a restart changes. */
async function billing(api: Client, user: TestUser) {
  const body = (await (await api('/gateway/billing', { user })).json()) as Billing;
  return { ...body, invoices: body.invoices.map(({ downloadUrl: _url, ...invoice }) => invoice) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-keys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('API keys the client accepts', () => {
  it('are api_ and a lowercase UUID v4, different every time', () => {
    const keys = Array.from({ length: 500 }, newApiKey);
    for (const key of keys) {
      expect(key).toMatch(API_KEY_PATTERN);
      // Version 4, RFC 4122 variant, lowercase: what crypto.randomUUID gives.
      expect(key).toMatch(/^api_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are issued at registration and rotation; old rrl_ keys are replaced at start', async () => {
    const first = await startTestServer({ DEV_BACKEND_DATA_DIR: dataDir });
    const api = client(first.url);
    const ada = await signInWithGoogle('Ada Lovelace');
    const registered = await register(api, ada);
    expect(registered).toMatch(API_KEY_PATTERN);
    const rotated = KeyRotationResponseSchema.parse(
      await (await api('/gateway/api-key/rotate', { user: ada, json: { currentKey: registered } })).json(),
    );
    expect(rotated.apiKey).toMatch(API_KEY_PATTERN);
    // Premium with credit and a saved setting, to prove the migration keeps them.
    const order = await approvedOrder(api, ada, 30);
    await api('/paypal/capture', { user: ada, json: { token: order } });
    await api('/gateway/settings', { user: ada, json: { lowCreditThreshold: 12 } });
    const billingBefore = await billing(api, ada);
    expect(first.replacedLegacyKeys).toBe(0);
    await first.dispose();

    // A data folder from before the key change: the account holds an rrl_ key.
    const legacyKey = `rrl_${'Q'.repeat(43)}`;
    const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
    // Written sealed, as the store keeps every live key, with the folder's own secret.
    const cipher = createKeyCipher(loadKeySecret(dataDir, undefined));
    db.prepare('UPDATE users SET api_key_digest = ?, api_key_sealed = ? WHERE uid = ?').run(
      cipher.digest(legacyKey),
      cipher.seal(legacyKey),
      ada.uid,
    );
    db.close();

    const second = await startTestServer({ DEV_BACKEND_DATA_DIR: dataDir });
    try {
      const again = client(second.url);
      expect(second.replacedLegacyKeys).toBe(1);
      const login = await again('/gateway/account', { user: ada, json: accountBody(ada, 'lastLoginAt') });
      const migrated = await login.text();
      expect(migrated).toMatch(API_KEY_PATTERN);
      expect(migrated).not.toBe(rotated.apiKey);
      expect(await billing(again, ada)).toEqual(billingBefore);
      expect(await (await again('/gateway/settings', { user: ada })).json()).toMatchObject({
        lowCreditThreshold: 12,
      });
      // The old key reads as replaced, like a regenerated one; the new one is accepted.
      const old = await again('/gateway/api-key/check', { token: legacyKey });
      expect(old.status).toBe(401);
      expect(await old.json()).toMatchObject({ code: 'api_key_invalid' });
      expect((await again('/gateway/api-key/check', { token: migrated })).status).toBe(200);
    } finally {
      await second.dispose();
    }
    // A third start finds nothing left to replace.
    const third = await startTestServer({ DEV_BACKEND_DATA_DIR: dataDir });
    expect(third.replacedLegacyKeys).toBe(0);
    await third.dispose();
  });
});
