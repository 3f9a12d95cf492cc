import { afterEach, describe, expect, it } from 'vitest';
import { type Reply, send, startTestServer } from './test-server.test-support';
import { HttpError, UnexpectedResponseError } from './http';
import {
  createPaymentClient,
  isAllowedPaypalUrl,
  PaypalUrlMissingError,
  UntrustedPaypalUrlError,
} from './payments';

const order = { price: 20, name: 'Ada', country: 'South Korea', city: 'Busan' };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(reply: Reply) {
  const server = await startTestServer(reply);
  close = server.close;
  const client = createPaymentClient({ baseUrl: server.url, allowedOrigins: [server.url] });
  return { ...server, client };
}

const answer =
  (status: number, body: unknown): Reply =>
  (_request, response) =>
    send(response, status, typeof body === 'string' ? body : JSON.stringify(body));

describe('isAllowedPaypalUrl', () => {
  it('allows PayPal live and sandbox', () => {
    expect(isAllowedPaypalUrl('https://www.paypal.com/checkoutnow?token=1')).toBe(true);
    expect(isAllowedPaypalUrl('https://www.sandbox.paypal.com/checkoutnow?token=1')).toBe(true);
  });

  it('allows configured origins only by exact origin', () => {
    const extra = ['http://127.0.0.1:18787'];
    expect(isAllowedPaypalUrl('http://127.0.0.1:18787/paypal-sim/checkoutnow?token=1', extra)).toBe(true);
    expect(isAllowedPaypalUrl('http://127.0.0.1:18788/paypal-sim/checkoutnow', extra)).toBe(false);
    expect(isAllowedPaypalUrl('http://127.0.0.1:18787/x')).toBe(false);
  });

  it.each([
    'http://www.paypal.com/checkoutnow',
    'https://www.paypal.com.evil.example/checkoutnow',
    'https://evil.example/?https://www.paypal.com',
    'https://www.paypal.com@evil.example/',
    'https://user:pw@www.paypal.com/',
    'javascript:alert(1)',
    '/relative/path',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedPaypalUrl(url)).toBe(false);
  });
});

describe('checkout call', () => {
  it('posts the order with the bearer token and returns an allowed paypalUrl', async () => {
    let paypalUrl = '';
    const { client, requests, url } = await serve((request, response) =>
      answer(200, { paypalUrl })(request, response),
    );
    paypalUrl = `${url}/paypal-sim/checkoutnow?token=ORDER1`;
    await expect(client.createCheckout(order, 'id-token')).resolves.toBe(paypalUrl);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/paypal/checkout' });
    expect(requests[0]?.headers.authorization).toBe('Bearer id-token');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(order);
  });

  it('reports a missing paypalUrl', async () => {
    const { client } = await serve(answer(200, {}));
    await expect(client.createCheckout(order, 't')).rejects.toBeInstanceOf(PaypalUrlMissingError);
  });

  it('reports a paypalUrl that is not a URL as missing', async () => {
    const { client } = await serve(answer(200, { paypalUrl: 'checkout please' }));
    await expect(client.createCheckout(order, 't')).rejects.toBeInstanceOf(PaypalUrlMissingError);
  });

  it('refuses to hand back a URL outside the allow-list', async () => {
    const { client } = await serve(answer(200, { paypalUrl: 'https://evil.example/checkoutnow' }));
    await expect(client.createCheckout(order, 't')).rejects.toBeInstanceOf(UntrustedPaypalUrlError);
  });

  it('carries the server text of a refusal', async () => {
    const { client } = await serve(answer(400, { error: 'Price must be in increments of $10' }));
    const error = await client.createCheckout(order, 't').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'Price must be in increments of $10',
      code: undefined,
    });
  });

  it('carries the machine code the portal translates', async () => {
    const { client } = await serve(answer(400, { error: 'Price is above the maximum', code: 'price_max' }));
    await expect(client.createCheckout(order, 't')).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Price is above the maximum',
      code: 'price_max',
    });
  });

  it('ignores a code that is not a plain identifier', async () => {
    const { client } = await serve(answer(400, { error: 'x', code: '<script>' }));
    await expect(client.createCheckout(order, 't')).rejects.toMatchObject({ code: undefined });
  });

  it('has no server text for an HTML error page', async () => {
    const { client } = await serve(answer(502, '<html>Bad gateway</html>'));
    await expect(client.createCheckout(order, 't')).rejects.toMatchObject({
      status: 502,
      serverMessage: undefined,
    });
  });
});

describe('capture call', () => {
  it('posts the token and returns the capture result', async () => {
    const { client, requests } = await serve(
      answer(200, { status: 'COMPLETED', credited: true, balance: 40 }),
    );
    await expect(client.capturePayment('ORDER1', 'id-token')).resolves.toEqual({
      status: 'COMPLETED',
      credited: true,
      balance: 40,
    });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/paypal/capture' });
    expect(requests[0]?.headers.authorization).toBe('Bearer id-token');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ token: 'ORDER1' });
  });

  it('refuses an answer that does not say the order completed', async () => {
    const { client } = await serve(answer(200, { status: 'PENDING', credited: false, balance: 0 }));
    const error = await client.capturePayment('ORDER1', 't').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toMatch(/^The capture call answered outside the contract: status: /);
  });

  it('carries the server text of a failure', async () => {
    const { client } = await serve(answer(409, { error: 'The payment has not been approved yet' }));
    await expect(client.capturePayment('ORDER1', 't')).rejects.toMatchObject({
      status: 409,
      serverMessage: 'The payment has not been approved yet',
    });
  });
});
