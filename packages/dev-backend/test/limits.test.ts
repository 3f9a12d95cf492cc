// Issues: 500 checkouts in 4.3 s and 300 key regenerations in 4.4 s were all accepted, orders
// never expired, and the rotation history grew without bound. (The mail limit per address
// block is in mail.test.ts.)
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { ROTATIONS_KEPT_PER_USER } from '../src/store/api-keys.ts';
import { DATABASE_FILE } from '../src/store/database.ts';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import {
  accountBody,
  approvedOrder,
  client,
  register,
  startFileServer,
  startTestServer,
} from './helpers/server.ts';

const { server, api } = await startFileServer({
  CHECKOUT_RATE_LIMIT: '3',
  KEY_ROTATION_RATE_LIMIT: '2',
  SETTINGS_RATE_LIMIT: '2',
  ACCOUNT_RATE_LIMIT: '3',
  USER_RATE_WINDOW_MS: '60000',
});

async function newUser(): Promise<{ user: TestUser; apiKey: string }> {
  const user = await signInWithGoogle();
  return { user, apiKey: await register(api, user) };
}

const checkout = (user: TestUser) =>
  api('/paypal/checkout', { user, json: { price: 10, name: 'Ada Lovelace', country: 'KR', city: 'Busan' } });

async function expectLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toMatchObject({ code: 'rate_limited' });
  const wait = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
}

describe('per-user limits', () => {
  it('refuses checkouts past the limit with 429 and Retry-After, for that user only', async () => {
    const { user } = await newUser();
    for (let index = 0; index < 3; index += 1) expect((await checkout(user)).status).toBe(200);
    await expectLimited(await checkout(user));
    const { user: other } = await newUser();
    expect((await checkout(other)).status).toBe(200);
  });

  it('refuses key regenerations past the limit', async () => {
    const { user, apiKey } = await newUser();
    let key = apiKey;
    for (let index = 0; index < 2; index += 1) {
      const response = await api('/gateway/api-key/rotate', { user, json: { currentKey: key } });
      expect(response.status).toBe(200);
      key = ((await response.json()) as { apiKey: string }).apiKey;
    }
    await expectLimited(await api('/gateway/api-key/rotate', { user, json: { currentKey: key } }));
    // The refused request changed nothing: the last key is still the one in use.
    expect((await api('/gateway/api-key/check', { token: key })).status).toBe(200);
  });

  it('refuses settings writes past the limit; reading them stays free', async () => {
    const { user } = await newUser();
    for (const threshold of [5, 6]) {
      expect((await api('/gateway/settings', { user, json: { lowCreditThreshold: threshold } })).status).toBe(
        200,
      );
    }
    await expectLimited(await api('/gateway/settings', { user, json: { lowCreditThreshold: 7 } }));
    expect(await (await api('/gateway/settings', { user })).json()).toMatchObject({ lowCreditThreshold: 6 });
  });
});

describe('the account call', () => {
  // Issue 34, item 6: POST /gateway/account had no limit, so one user could call it (and grow
  // the activity table) about 150 times a second. It is now limited per user, by the token's uid.
  it('refuses account calls past the limit with 429 and Retry-After, for that user only', async () => {
    const { user } = await newUser();
    for (let index = 0; index < 2; index += 1) {
      expect((await api('/gateway/account', { user, json: accountBody(user, 'lastLoginAt') })).status).toBe(
        200,
      );
    }
    await expectLimited(await api('/gateway/account', { user, json: accountBody(user, 'lastLoginAt') }));
    const { user: other } = await newUser();
    expect(
      (await api('/gateway/account', { user: other, json: accountBody(other, 'lastLoginAt') })).status,
    ).toBe(200);
  });
});

describe('unpaid orders', () => {
  /** Moves an order's checkout time back, as if it had been started `minutes` ago. */
  function backdate(orderId: string, minutes: number): void {
    const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE));
    db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').run(
      new Date(Date.now() - minutes * 60_000).toISOString(),
      orderId,
    );
    db.close();
  }

  it('expire three hours after the checkout: capturing one is refused with order_expired', async () => {
    const { user } = await newUser();
    const late = await approvedOrder(api, user, 10);
    backdate(late, 3 * 60 + 1);
    const refused = await api('/paypal/capture', { user, json: { token: late } });
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({ code: 'order_expired' });
    expect(await (await api('/gateway/billing', { user })).json()).toMatchObject({
      balance: 0,
      invoices: [],
    });

    const inTime = await approvedOrder(api, user, 10);
    backdate(inTime, 3 * 60 - 1);
    expect((await api('/paypal/capture', { user, json: { token: inTime } })).status).toBe(200);
  });

  // Issue 34, item 6: Approve on an expired order went on to the portal's success route; only
  // the capture there answered 410. PayPal approves nothing once a checkout has expired.
  it('shows no Approve, and Approve lands on the failure page without approving', async () => {
    const { user } = await newUser();
    const response = await checkout(user);
    const { paypalUrl } = (await response.json()) as { paypalUrl: string };
    const orderId = new URL(paypalUrl).searchParams.get('token') as string;
    backdate(orderId, 3 * 60 + 1);

    const approvalPage = await api(`/paypal-sim/checkoutnow?token=${orderId}`);
    expect(approvalPage.status).toBe(410);
    const pageText = await approvalPage.text();
    expect(pageText).toContain('This checkout has expired');
    expect(pageText).not.toContain('>Approve<');

    const approve = await api('/paypal-sim/approve', { form: { token: orderId } });
    expect(approve.status).toBe(410);
    expect(approve.headers.get('location')).toBeNull();
    const failure = await approve.text();
    expect(failure).toContain('This checkout has expired');
    expect(failure).toContain('/user/billing/payment"');
    const capture = await api('/paypal/capture', { user, json: { token: orderId } });
    expect(capture.status).toBe(410);
    expect(await (await api('/gateway/billing', { user })).json()).toMatchObject({ balance: 0 });
  });
});

describe('rotation history', () => {
  it(`keeps the newest ${ROTATIONS_KEPT_PER_USER} rotations of a user`, async () => {
    const roomy = await startTestServer();
    try {
      const roomyApi = client(roomy.url);
      const user = await signInWithGoogle();
      let key = await register(roomyApi, user);
      let previous = key;
      for (let index = 0; index < ROTATIONS_KEPT_PER_USER + 5; index += 1) {
        const response = await roomyApi('/gateway/api-key/rotate', { user, json: { currentKey: key } });
        previous = key;
        key = ((await response.json()) as { apiKey: string }).apiKey;
      }
      const db = new DatabaseSync(join(roomy.dataDir, DATABASE_FILE));
      const { kept } = db
        .prepare('SELECT COUNT(*) AS kept FROM api_key_rotations WHERE uid = ?')
        .get(user.uid) as {
        kept: number;
      };
      db.close();
      expect(kept).toBe(ROTATIONS_KEPT_PER_USER);
      // The newest rotation still repeats, so a retried click is answered with the same key.
      const repeated = await roomyApi('/gateway/api-key/rotate', { user, json: { currentKey: previous } });
      expect(await repeated.json()).toEqual({ apiKey: key, rotated: false });
    } finally {
      await roomy.dispose();
    }
  });
});
