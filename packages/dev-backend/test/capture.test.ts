import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingSchema, CaptureResponseSchema } from '@remoterl/contract';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import {
  approvedOrder,
  client,
  register,
  startTestServer,
  type Client,
  type TestServer,
} from './helpers/server.ts';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(() => server.dispose());

async function newCustomer(name: string): Promise<TestUser> {
  const user = await signInWithGoogle(name);
  await register(api, user);
  return user;
}

const capture = (user: TestUser, token: string) => api('/paypal/capture', { user, json: { token } });

async function billingOf(user: TestUser) {
  return BillingSchema.parse(await (await api('/gateway/billing', { user })).json());
}

describe('POST /paypal/capture', () => {
  it('credits the balance and adds an invoice once; a repeat credits nothing and says so', async () => {
    const ada = await newCustomer('Ada');
    const token = await approvedOrder(api, ada, 20);

    const first = await capture(ada, token);
    expect(first.status).toBe(200);
    expect(CaptureResponseSchema.parse(await first.json())).toEqual({
      status: 'COMPLETED',
      credited: true,
      balance: 20,
    });
    const repeat = await capture(ada, token);
    expect(await repeat.json()).toEqual({ status: 'COMPLETED', credited: false, balance: 20 });

    const billing = await billingOf(ada);
    expect(billing.plan).toBe('premium');
    expect(billing.balance).toBe(20);
    expect(billing.invoices).toHaveLength(1);
    expect(billing.invoices[0]).toMatchObject({ id: `INV-${token}`, price: 20 });
  });

  it('credits exactly once when many captures of one order race', async () => {
    const racer = await newCustomer('Racer');
    const token = await approvedOrder(api, racer, 50);

    const responses = await Promise.all(Array.from({ length: 8 }, () => capture(racer, token)));
    const bodies = await Promise.all(
      responses.map(async (response) => CaptureResponseSchema.parse(await response.json())),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(bodies.filter((body) => body.credited === true)).toHaveLength(1);
    expect(bodies.every((body) => body.balance === 50)).toBe(true);

    const billing = await billingOf(racer);
    expect(billing.balance).toBe(50);
    expect(billing.invoices).toHaveLength(1);
  });

  it('adds up several orders', async () => {
    const payer = await newCustomer('Payer');
    for (const price of [10, 30]) await capture(payer, await approvedOrder(api, payer, price));
    const billing = await billingOf(payer);
    expect(billing.balance).toBe(40);
    expect(billing.invoices.map((invoice) => invoice.price).sort()).toEqual([10, 30]);
  });

  it("refuses another user's order with 403 and credits no one", async () => {
    const owner = await newCustomer('Owner');
    const thief = await newCustomer('Thief');
    const token = await approvedOrder(api, owner, 20);

    const response = await capture(thief, token);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'This order belongs to another user',
      code: 'order_forbidden',
    });
    expect((await billingOf(thief)).balance).toBe(0);
    expect((await billingOf(owner)).balance).toBe(0);
  });

  it('answers 409 before approval and after cancellation, 404 for an unknown order', async () => {
    const user = await newCustomer('Hesitant');
    const checkout = await api('/paypal/checkout', {
      user,
      json: { price: 20, name: 'H', country: 'KR', city: 'Seoul' },
    });
    const token = new URL(((await checkout.json()) as { paypalUrl: string }).paypalUrl).searchParams.get(
      'token',
    ) as string;

    expect((await capture(user, token)).status).toBe(409);
    await api('/paypal-sim/cancel', { form: { token } });
    const cancelled = await capture(user, token);
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toEqual({ error: 'The payment was cancelled', code: 'order_cancelled' });
    expect((await capture(user, 'NOSUCHORDER000000')).status).toBe(404);
    expect((await api('/paypal/capture', { user, json: {} })).status).toBe(400);
    expect((await billingOf(user)).balance).toBe(0);
  });

  it('refuses a capture without a token', async () => {
    expect((await api('/paypal/capture', { json: { token: 'X' } })).status).toBe(401);
  });
});

describe('invoice download link', () => {
  it('serves the receipt to a plain request (no Authorization) and nothing for a wrong token', async () => {
    const user = await newCustomer('Receipt Reader');
    const token = await approvedOrder(api, user, 40);
    await capture(user, token);
    const [invoice] = (await billingOf(user)).invoices;
    expect(invoice).toBeDefined();

    const receipt = await fetch(invoice!.downloadUrl);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toMatch(/^text\/html/);
    expect(receipt.headers.get('content-disposition')).toContain(
      `attachment; filename="remoterl-receipt-${invoice!.id}`,
    );
    const html = await receipt.text();
    expect(html).toContain(invoice!.id);
    expect(html).toContain('$40.00 USD');

    const url = new URL(invoice!.downloadUrl);
    const tampered = url.pathname.slice(0, -1) + (url.pathname.endsWith('A') ? 'B' : 'A');
    expect((await fetch(new URL(tampered, url))).status).toBe(404);
  });
});
