import { afterEach, describe, expect, it } from 'vitest';
import { type Reply, send, startTestServer } from './test-server.test-support';
import { createGatewayClient, MissingApiKeyError } from './gateway';
import { HttpError, UnexpectedResponseError } from './http';

const login = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'Ada',
  lastLoginAt: '2025-01-02T03:04:05.000Z',
};
const KEY = 'api_aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(reply: Reply) {
  const server = await startTestServer(reply);
  close = server.close;
  return { ...server, client: createGatewayClient(`${server.url}/gateway`) };
}

describe('gateway account call', () => {
  it('posts the account body with the bearer token and returns the plain-text key', async () => {
    const { client, requests } = await serve((_request, response) =>
      send(response, 200, `${KEY}\n`, 'text/plain'),
    );
    await expect(client.registerAccount(login, 'id-token-1')).resolves.toBe(KEY);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: '/gateway/account' });
    expect(request?.headers.authorization).toBe('Bearer id-token-1');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ data: login });
  });

  it('sends createdAt for sign-up', async () => {
    const { client, requests } = await serve((_request, response) => send(response, 200, KEY, 'text/plain'));
    const signup = {
      uid: 'u',
      email: 'e@example.com',
      displayName: 'E',
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    await client.registerAccount(signup, 't');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ data: signup });
  });

  it('treats an empty body as a missing key', async () => {
    const { client } = await serve((_request, response) => send(response, 200, '  ', 'text/plain'));
    const attempt = client.registerAccount(login, 't');
    await expect(attempt).rejects.toBeInstanceOf(MissingApiKeyError);
    await expect(attempt).rejects.toThrow('API key not in response');
  });

  it('refuses a key of another shape than the client accepts', async () => {
    const { client } = await serve((_request, response) =>
      send(response, 200, 'rrl_0123456789', 'text/plain'),
    );
    await expect(client.registerAccount(login, 't')).rejects.toThrow(
      'The account call answered outside the contract: not an API key (rrl_01234567…)',
    );
  });

  it('raises an HttpError carrying status and body on a non-OK answer', async () => {
    const { client } = await serve((_request, response) =>
      send(response, 401, JSON.stringify({ error: 'uid in the body does not match the ID token' })),
    );
    const error = await client.registerAccount(login, 't').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 401,
      body: '{"error":"uid in the body does not match the ID token"}',
      serverMessage: 'uid in the body does not match the ID token',
    });
  });
});

describe('gateway billing call', () => {
  const billing = {
    plan: 'premium',
    balance: 40,
    invoices: [
      {
        id: 'inv-1',
        date: '2025-01-02T03:04:05.000Z',
        description: 'RemoteRL credits (Pay-as-you-go)',
        descriptionCode: 'payg_credits',
        price: 20,
        downloadUrl: 'http://127.0.0.1/receipts/abc',
      },
    ],
    billingDetails: { name: 'Ada Lovelace', country: 'KR', city: 'Busan' },
  };

  it('gets the billing record with the bearer token', async () => {
    const { client, requests } = await serve((_request, response) =>
      send(response, 200, JSON.stringify(billing)),
    );
    await expect(client.fetchBilling('id-token-2')).resolves.toEqual(billing);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/gateway/billing' });
    expect(requests[0]?.headers.authorization).toBe('Bearer id-token-2');
  });

  it('accepts "no plan yet"', async () => {
    const empty = { plan: null, balance: 0, invoices: [], billingDetails: null };
    const { client } = await serve((_request, response) => send(response, 200, JSON.stringify(empty)));
    await expect(client.fetchBilling('t')).resolves.toEqual(empty);
  });

  it('rejects a record of the wrong shape', async () => {
    const { client } = await serve((_request, response) => send(response, 200, '{"plan":1}'));
    await expect(client.fetchBilling('t')).rejects.toThrow();
  });

  it('raises an HttpError on a server error', async () => {
    const { client } = await serve((_request, response) => send(response, 500, 'boom', 'text/plain'));
    await expect(client.fetchBilling('t')).rejects.toMatchObject({ status: 500, body: 'boom' });
  });

  it('names the field a record breaks the contract with', async () => {
    const broken = { ...billing, invoices: [{ ...billing.invoices[0], price: '20' }] };
    const { client } = await serve((_request, response) => send(response, 200, JSON.stringify(broken)));
    const error = await client.fetchBilling('t').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toMatch(
      /^The billing call answered outside the contract: invoices\.0\.price: /,
    );
  });

  it('says when the record is not JSON', async () => {
    const { client } = await serve((_request, response) => send(response, 200, '<html>login</html>'));
    await expect(client.fetchBilling('t')).rejects.toThrow(
      'The billing call answered outside the contract: not JSON (<html>login</html>)',
    );
  });
});
