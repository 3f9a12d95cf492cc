import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_RULE } from '@remoterl/product';
import { CheckoutResponseSchema } from '@remoterl/contract';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import {
  OTHER_PORTAL,
  PORTAL,
  client,
  register,
  startTestServer,
  type Client,
  type TestServer,
} from './helpers/server.ts';

let server: TestServer;
let api: Client;
let ada: TestUser;
const form = { name: 'Ada Lovelace', country: 'KR', city: 'Busan' };

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  ada = await signInWithGoogle('Ada Lovelace');
  await register(api, ada);
});
afterAll(() => server.dispose());

async function checkout(json: unknown, headers: Record<string, string> = {}) {
  const response = await api('/paypal/checkout', { user: ada, json, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /paypal/checkout validation', () => {
  it('refuses 15 (not a multiple of 10) and accepts 20', async () => {
    const refused = await checkout({ ...form, price: 15 });
    expect(refused).toEqual({
      status: 400,
      body: { error: 'Price must be in increments of $10', code: 'price_step' },
    });

    const accepted = await checkout({ ...form, price: 20 });
    expect(accepted.status).toBe(200);
    const { paypalUrl } = CheckoutResponseSchema.parse(accepted.body);
    expect(paypalUrl).toMatch(new RegExp(`^${server.url}/paypal-sim/checkoutnow\\?token=[A-Z0-9]{17}$`));
  });

  it.each([
    [{ ...form, price: 0 }, 'price_min', 'Minimum is $10'],
    [{ ...form, price: -10 }, 'price_min', 'Minimum is $10'],
    [{ ...form, price: 12.5 }, 'price_step', 'Price must be in increments of $10'],
    [{ ...form, price: CHARGE_RULE.max + CHARGE_RULE.step }, 'price_max', `Maximum is $${CHARGE_RULE.max}`],
    [{ ...form, price: '20' }, 'price_not_number', 'Price must be a number'],
    [{ name: 'A', country: 'KR', city: 'Busan' }, 'price_required', 'Price is required'],
    [{ ...form, price: null }, 'price_required', 'Price is required'],
    [{ ...form, price: 20, name: '   ' }, 'name_required', 'Name is required'],
    [{ ...form, price: 20, country: undefined }, 'country_required', 'Country is required'],
    [{ ...form, price: 20, city: 7 }, 'city_required', 'City is required'],
  ])('refuses %j with %s', async (json, code, error) => {
    expect(await checkout(json)).toEqual({ status: 400, body: { error, code } });
  });

  // JSON.parse reads these as ±Infinity; the answer names the limit they break.
  it.each([
    ['1e309', 'price_max'],
    ['-1e309', 'price_min'],
  ])('refuses price %s with %s', async (price, code) => {
    const json = `{"price":${price},"name":"Ada","country":"KR","city":"Busan"}`;
    expect(await checkout(json)).toMatchObject({ status: 400, body: { code } });
  });

  it('accepts the largest charge of the shared rule', async () => {
    expect((await checkout({ ...form, price: CHARGE_RULE.max })).status).toBe(200);
  });

  it('accepts the smallest charge, 10', async () => {
    expect((await checkout({ ...form, price: 10 })).status).toBe(200);
  });

  it('refuses a caller without a token', async () => {
    const response = await api('/paypal/checkout', { json: { ...form, price: 20 } });
    expect(response.status).toBe(401);
  });
});

describe('PayPal simulator page', () => {
  async function orderPage(headers: Record<string, string> = {}) {
    const { body } = await checkout({ ...form, price: 30 }, headers);
    const url = new URL(String(body.paypalUrl));
    return { token: url.searchParams.get('token') as string, page: await fetch(url) };
  }

  it('shows the amount and Approve / Cancel buttons', async () => {
    const { page } = await orderPage();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('$30.00 USD');
    expect(html).toMatch(/<button type="submit"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Cancel<\/button>/);
  });

  it('Approve returns to the portal success route with token and PayerID', async () => {
    const { token } = await orderPage();
    const response = await api('/paypal-sim/approve', { form: { token } });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') as string);
    expect(location.origin + location.pathname).toBe(`${PORTAL}/user/billing/payment/success`);
    expect(location.searchParams.get('token')).toBe(token);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
  });

  it('Cancel returns to the cancelled route of the portal that started the checkout', async () => {
    const { token } = await orderPage({ origin: OTHER_PORTAL });
    const response = await api('/paypal-sim/cancel', { form: { token } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${OTHER_PORTAL}/user/billing/payment/cancle?token=${token}`,
    );
  });

  it('answers 404 for an unknown order', async () => {
    expect((await fetch(`${server.url}/paypal-sim/checkoutnow?token=AAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await api('/paypal-sim/approve', { form: { token: '<script>' } })).status).toBe(404);
  });
});
