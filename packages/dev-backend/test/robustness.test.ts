import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema, type ErrorCode } from '@remoterl/contract';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import { PORTAL, client, register, startTestServer, type Client, type TestServer } from './helpers/server.ts';

let server: TestServer;
let api: Client;
let ada: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  ada = await signInWithGoogle('Ada');
  await register(api, ada);
});
afterAll(() => server.dispose());

async function expectJsonClientError(response: Response, status: number, code?: ErrorCode) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = ErrorResponseSchema.parse(await response.json());
  expect(body.error).not.toBe('');
  if (code) expect(body.code).toBe(code);
}

describe('bad input gets a 4xx JSON error, never a 500', () => {
  const endpoints = ['/gateway/account', '/paypal/checkout', '/paypal/capture'];

  it.each(endpoints)('%s: malformed JSON -> 400', async (path) => {
    for (const json of ['{', '{"data":', 'not json', '[1,2', '\u0000']) {
      await expectJsonClientError(await api(path, { user: ada, json }), 400);
    }
  });

  it.each(endpoints)('%s: wrong types -> 400', async (path) => {
    for (const json of ['null', '42', '"text"', '[]', '{"data":[]}', '{"token":{}}', '{"price":true}']) {
      await expectJsonClientError(await api(path, { user: ada, json }), 400);
    }
  });

  it.each(endpoints)('%s: empty body -> 400 (415 without a JSON Content-Type)', async (path) => {
    const json = { 'content-type': 'application/json' };
    await expectJsonClientError(await api(path, { user: ada, method: 'POST', headers: json }), 400);
    await expectJsonClientError(await api(path, { user: ada, method: 'POST' }), 415);
  });

  it('a body over 32 KB -> 413', async () => {
    const big = JSON.stringify({ token: 'x'.repeat(40 * 1024) });
    await expectJsonClientError(await api('/paypal/capture', { user: ada, json: big }), 413);
    const mail = JSON.stringify({
      user_id: 'k',
      service_id: 's',
      template_id: 't',
      template_params: { m: 'x'.repeat(33_000) },
    });
    await expectJsonClientError(await api('/api/v1.0/email/send', { json: mail }), 413);
  });

  it('a body that is not JSON -> 415', async () => {
    const response = await api('/paypal/capture', {
      user: ada,
      json: 'token=ABC',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectJsonClientError(response, 415);
  });

  it('unknown routes -> 404', async () => {
    await expectJsonClientError(await api('/nope'), 404, 'route_not_found');
    await expectJsonClientError(await api('/gateway'), 404, 'route_not_found');
  });

  it('a method the route does not serve -> 405 with Allow', async () => {
    const remove = await api('/gateway/account', { method: 'DELETE', user: ada });
    expect(remove.headers.get('allow')).toBe('POST, OPTIONS');
    await expectJsonClientError(remove, 405, 'method_not_allowed');
    const get = await api('/paypal/checkout', { method: 'GET', user: ada });
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    await expectJsonClientError(get, 405, 'method_not_allowed');
    const post = await api('/receipts/abc', { method: 'POST' });
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    await expectJsonClientError(post, 405, 'method_not_allowed');
  });

  it('request headers over 16 KB -> 431 JSON', async () => {
    const response = await api('/gateway/billing', { headers: { 'x-padding': 'x'.repeat(20_000) } });
    await expectJsonClientError(response, 431, 'headers_too_large');
  });

  it('JSON nested deeper than the contract could need -> 400 json_too_deep', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    await expectJsonClientError(
      await api('/paypal/capture', { user: ada, json: `{"token":${deep}}` }),
      400,
      'json_too_deep',
    );
    // Brackets inside strings are text, not nesting.
    const inString = JSON.stringify({ token: '['.repeat(60) });
    await expectJsonClientError(
      await api('/paypal/capture', { user: ada, json: inString }),
      404,
      'unknown_order',
    );
  });

  it('a malformed or absent simulator form -> 404 page, not a crash', async () => {
    expect((await api('/paypal-sim/approve', { method: 'POST' })).status).toBe(404);
    expect((await api('/paypal-sim/cancel', { json: '{' })).status).toBe(404);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/gateway/billing`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('allows the portal origin, with the Authorization header', async () => {
    const response = await preflight(PORTAL);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('does not allow any other origin', async () => {
    for (const origin of ['http://evil.example', 'http://127.0.0.1:9999', 'null']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const simple = await api('/api/v1.0/email/outbox', { headers: { origin } });
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document whose every path is served', async () => {
    const response = await api('/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { $ref?: string }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'AccountRequest',
        'Billing',
        'CheckoutRequest',
        'CaptureResponse',
        'MailSendRequest',
      ]),
    );
    // A reference into components must resolve.
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty(ref.split('/').pop() as string);

    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const concrete = path.replace('{token}', 'x');
        const probe = await fetch(`${server.url}${concrete}`, {
          method: method.toUpperCase(),
          redirect: 'manual',
        });
        const body = probe.headers.get('content-type')?.includes('json')
          ? await probe.json()
          : await probe.text();
        // Not a 404 "No route" answer: the route exists (it may still refuse the empty probe).
        expect(JSON.stringify(body), `${method} ${path}`).not.toContain('No route for');
        expect(probe.status, `${method} ${path}`).not.toBe(405);
      }
    }
  });
});
