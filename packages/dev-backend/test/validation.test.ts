// Issues: a 201-character name, country or city answered `name_required` ("Name is required");
// `createdAt: "1"`, the year 275760 and a future `lastLoginAt` were accepted.
import { describe, expect, it } from 'vitest';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import { register, startFileServer } from './helpers/server.ts';

const { api } = await startFileServer();
const ada: TestUser = await signInWithGoogle('Ada');
await register(api, ada);

const CHECKOUT = { price: 20, name: 'Ada Lovelace', country: 'KR', city: 'Busan' };

describe('checkout text fields', () => {
  it.each(['name', 'country', 'city'] as const)('says a 201-character %s is too long', async (field) => {
    const response = await api('/paypal/checkout', {
      user: ada,
      json: { ...CHECKOUT, [field]: 'x'.repeat(201) },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: `${field}_too_long` });
    // 200 characters is still fine.
    const fits = await api('/paypal/checkout', {
      user: ada,
      json: { ...CHECKOUT, [field]: 'x'.repeat(200) },
    });
    expect(fits.status).toBe(200);
  });
});

describe('account time stamps', () => {
  const account = (stamps: Record<string, string>) =>
    api('/gateway/account', {
      user: ada,
      json: { data: { uid: ada.uid, email: ada.email, displayName: 'Ada', ...stamps } },
    });

  it.each([
    ['createdAt', '1'],
    ['createdAt', '+275760-09-13T00:00:00.000Z'],
    ['createdAt', '275760-09-13T00:00:00.000Z'],
    ['createdAt', 'Tue, 26 Nov 2026 10:00:00 GMT'],
    ['lastLoginAt', new Date(Date.now() + 24 * 3600_000).toISOString()],
    ['createdAt', new Date(Date.now() + 3600_000).toISOString()],
  ])('refuses %s %s', async (field, value) => {
    const response = await account({ [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'timestamp_invalid' });
  });

  it('accepts a past or present ISO time, with or without an offset', async () => {
    for (const value of [new Date().toISOString(), '2026-01-02T03:04:05+09:00', '2025-12-31T23:59:59Z']) {
      expect((await account({ lastLoginAt: value })).status, value).toBe(200);
    }
  });
});
