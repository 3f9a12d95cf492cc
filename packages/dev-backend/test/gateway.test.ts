import { API_KEY_PATTERN } from '@remoterl/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeySchema, BillingSchema, ErrorResponseSchema } from '@remoterl/contract';
import {
  deleteUser,
  forgeToken,
  signInWithGoogle,
  signUpWithPassword,
  type TestUser,
} from './helpers/emulator.ts';
import {
  accountBody,
  client,
  consentBody,
  register,
  startTestServer,
  type Client,
  type TestServer,
} from './helpers/server.ts';

let server: TestServer;
let api: Client;
let ada: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  ada = await signInWithGoogle('Ada Lovelace');
});
afterAll(() => server.dispose());

async function expect401(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Bearer');
  expect(ErrorResponseSchema.parse(await response.json()).error).not.toBe('');
}

describe('gateway authentication', () => {
  it('refuses a request without a token', async () => {
    await expect401(await api('/gateway/account', { json: accountBody(ada) }));
    await expect401(await api('/gateway/billing'));
  });

  it('refuses a garbage token', async () => {
    await expect401(await api('/gateway/account', { token: 'not-a-jwt', json: accountBody(ada) }));
    await expect401(await api('/gateway/billing', { token: 'a.b.c' }));
    // Issue 13: a payload with a raw control character used to be taken for an outage (503).
    await expect401(
      await api('/gateway/billing', { token: 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJhIjoiASJ9.x' }),
    );
  });

  it('refuses a token whose uid does not match the body', async () => {
    const eve = await signUpWithPassword();
    await expect401(await api('/gateway/account', { user: eve, json: accountBody(ada) }));
  });

  it('refuses a token minted for another project', async () => {
    const token = forgeToken({ uid: ada.uid, projectId: 'some-other-project' });
    await expect401(await api('/gateway/billing', { token }));
  });

  it('refuses an expired token', async () => {
    const token = forgeToken({ uid: ada.uid, projectId: 'demo-remoterl', expiresInSeconds: -60 });
    await expect401(await api('/gateway/billing', { token }));
  });

  it('refuses the token of a user deleted from the Auth emulator', async () => {
    const gone = await signUpWithPassword();
    await deleteUser(gone);
    await expect401(await api('/gateway/account', { user: gone, json: accountBody(gone) }));
  });
});

describe('POST /gateway/account', () => {
  it('answers an api_ UUID key as plain text at onboarding, the same on every login', async () => {
    const first = await api('/gateway/account', { user: ada, json: consentBody(ada) });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
    const key = await first.text();
    expect(ApiKeySchema.parse(key)).toBe(key);
    expect(key).toMatch(API_KEY_PATTERN);

    const again = await api('/gateway/account', { user: ada, json: accountBody(ada, 'lastLoginAt') });
    expect(await again.text()).toBe(key);
    // The product's "already registered" sign-up (docs/product.md#sign-in) (createdAt, no consent) logs a registered user in.
    const signUpAgain = await api('/gateway/account', { user: ada, json: accountBody(ada, 'createdAt') });
    expect(await signUpAgain.text()).toBe(key);
  });

  it('gives different users different keys', async () => {
    const bob = await signInWithGoogle('Bob');
    const bobKey = await (await api('/gateway/account', { user: bob, json: consentBody(bob) })).text();
    const adaKey = await (await api('/gateway/account', { user: ada, json: consentBody(ada) })).text();
    expect(bobKey).not.toBe(adaKey);
  });

  it('issues no key before the terms are accepted: sign-up and login answer 404 not_registered', async () => {
    const dan = await signInWithGoogle('Dan Halfway');
    for (const stamp of ['createdAt', 'lastLoginAt'] as const) {
      const response = await api('/gateway/account', { user: dan, json: accountBody(dan, stamp) });
      expect(response.status, stamp).toBe(404);
      expect(ErrorResponseSchema.parse(await response.json()).code).toBe('not_registered');
    }
    // Nothing was created on the way: the user area still knows no such account.
    expect((await api('/gateway/billing', { user: dan })).status).toBe(404);
    const consented = await api('/gateway/account', { user: dan, json: consentBody(dan) });
    expect(consented.status).toBe(200);
    expect(await consented.text()).toMatch(API_KEY_PATTERN);
  });

  it('refuses a terms version other than the current one with 400', async () => {
    const eve = await signInWithGoogle('Eve Oldterms');
    const json = { data: { ...consentBody(eve).data, termsVersion: '1999-01-01' } };
    const response = await api('/gateway/account', { user: eve, json });
    expect(response.status).toBe(400);
    expect((await api('/gateway/account', { user: eve, json: accountBody(eve, 'lastLoginAt') })).status).toBe(
      404,
    );
  });

  it('rejects a body of the wrong shape with 400', async () => {
    for (const json of [
      {},
      { uid: ada.uid },
      { data: { ...accountBody(ada).data, uid: 42 } },
      { data: { ...accountBody(ada).data, email: 'not-an-email' } },
      { data: { ...accountBody(ada).data, createdAt: 'yesterday-ish' } },
    ]) {
      const response = await api('/gateway/account', { user: ada, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(ErrorResponseSchema.safeParse(await response.json()).success).toBe(true);
    }
  });
});

describe('GET /gateway/billing', () => {
  it('answers an empty record on BASIC for a new account', async () => {
    const carol = await signInWithGoogle('Carol');
    await api('/gateway/account', { user: carol, json: consentBody(carol) });
    const response = await api('/gateway/billing', { user: carol });
    expect(response.status).toBe(200);
    expect(BillingSchema.parse(await response.json())).toEqual({
      plan: 'basic',
      balance: 0,
      invoices: [],
      billingDetails: null,
    });
  });

  it('remembers the buyer of the latest checkout, whatever became of it', async () => {
    const dora = await signInWithGoogle('Dora');
    await register(api, dora);
    await api('/paypal/checkout', {
      user: dora,
      json: { price: 20, name: 'Dora Explorer', country: 'KR', city: 'Busan' },
    });
    await api('/paypal/checkout', {
      user: dora,
      json: { price: 30, name: 'Dora E.', country: 'South Korea', city: 'Seoul' },
    });
    const billing = BillingSchema.parse(await (await api('/gateway/billing', { user: dora })).json());
    expect(billing.billingDetails).toEqual({ name: 'Dora E.', country: 'South Korea', city: 'Seoul' });
    // Another user's checkouts are not theirs.
    const eve = await signInWithGoogle('Eve');
    await register(api, eve);
    expect(
      BillingSchema.parse(await (await api('/gateway/billing', { user: eve })).json()).billingDetails,
    ).toBeNull();
  });

  it('answers 404 for a signed-in user who never registered', async () => {
    const stranger = await signInWithGoogle('Stranger');
    expect((await api('/gateway/billing', { user: stranger })).status).toBe(404);
  });
});
