// Issues: the backend answered any Host (DNS rebinding: a page on attacker.example resolving to
// 127.0.0.1 read another user's key), parsed bodies without a Content-Type (a cross-site POST
// needs no preflight) or with `application/json-anything`, and its JSON carried neither
// `nosniff` nor a charset.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { forgeToken, signInWithGoogle } from './helpers/emulator.ts';
import { accountBody, consentBody, register, startFileServer, type TestServer } from './helpers/server.ts';

/** A raw request with a chosen Host header (fetch does not let a caller set Host). */
function withHost(
  server: TestServer,
  host: string,
  options: { path?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${server.url}${options.path ?? '/healthz'}`,
      { method: options.method ?? 'GET', headers: { ...options.headers, host } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

const upgradeHeaders = {
  connection: 'Upgrade',
  upgrade: 'websocket',
  'sec-websocket-version': '13',
  'sec-websocket-key': Buffer.from('0123456789abcdef').toString('base64'),
};

// One server named by a public URL (the Host tests), one plain (the rest).
const { server: publicServer } = await startFileServer({
  DEV_BACKEND_PUBLIC_URL: 'https://api.remoterl.example',
});
const { server, api } = await startFileServer();

describe('Host', () => {
  const server = publicServer;

  it('serves loopback names at its port and its public URL host', async () => {
    for (const host of [
      `127.0.0.1:${server.port}`,
      `localhost:${server.port}`,
      `[::1]:${server.port}`,
      `LOCALHOST:${server.port}`,
      'api.remoterl.example',
    ]) {
      expect((await withHost(server, host)).status, host).toBe(200);
    }
  });

  it.each([
    'attacker.example:28787',
    'attacker.example',
    '127.0.0.1',
    `127.0.0.1:${1}`,
    'api.remoterl.example:8443',
  ])('answers 421 to Host %s', async (host) => {
    const response = await withHost(server, host);
    expect(response.status).toBe(421);
    expect(JSON.parse(response.text)).toMatchObject({ code: 'misdirected_request' });
  });

  it('gives a rebinding page no one’s key, even with a valid token', async () => {
    const user = await signInWithGoogle();
    const body = JSON.stringify(consentBody(user));
    const headers = { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' };
    const rebound = await withHost(server, 'attacker.example:28787', {
      path: '/gateway/account',
      method: 'POST',
      headers,
      body,
    });
    expect(rebound.status).toBe(421);
    expect(rebound.text).not.toMatch(/api_/);
    // The same request under a served name still works, so the refusal is about the Host alone.
    const direct = await withHost(server, `127.0.0.1:${server.port}`, {
      path: '/gateway/account',
      method: 'POST',
      headers,
      body,
    });
    expect(direct.status).toBe(200);
    expect(direct.text).toMatch(/^api_/);
  });

  it('refuses a WebSocket upgrade with a foreign Host, and accepts one with a served Host', async () => {
    const foreign = await withHost(server, 'attacker.example', {
      path: '/sessions/v1',
      headers: upgradeHeaders,
    });
    expect(foreign.status).toBe(421);
    expect(JSON.parse(foreign.text)).toMatchObject({ code: 'misdirected_request' });
    const served = await new Promise<number>((resolve, reject) => {
      const sent = request(`${server.url}/sessions/v1`, {
        headers: { ...upgradeHeaders, host: `localhost:${server.port}` },
      });
      sent.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode ?? 0);
      });
      sent.on('response', (response) => resolve(response.statusCode ?? 0));
      sent.on('error', reject);
      sent.end();
    });
    expect(served).toBe(101);
  });
});

describe('Content-Type of JSON bodies', () => {
  it.each([
    ['no Content-Type', undefined],
    ['text/plain', 'text/plain'],
    ['application/json-anything', 'application/json-anything'],
    ['application/jsonx', 'application/jsonx'],
    ['a +json suffix', 'application/vnd.api+json'],
    ['another charset', 'application/json; charset=latin1'],
    ['a form', 'application/x-www-form-urlencoded'],
  ])('answers 415 to %s', async (_name, type) => {
    const user = await signInWithGoogle();
    const headers: Record<string, string> = { authorization: `Bearer ${user.idToken}` };
    if (type !== undefined) headers['content-type'] = type;
    const response = await fetch(`${server.url}/gateway/account`, {
      method: 'POST',
      headers,
      // A Blob without a type sends no Content-Type at all, as a bare fetch or form can.
      body: new Blob([JSON.stringify(accountBody(user))]),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('refuses the mail stand-in a body without a type (plain text, as EmailJS answers)', async () => {
    const response = await fetch(`${server.url}/api/v1.0/email/send`, {
      method: 'POST',
      body: new Blob(['{}']),
    });
    expect(response.status).toBe(415);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"'])(
    'accepts %s',
    async (type) => {
      const user = await signInWithGoogle();
      const response = await api('/gateway/account', {
        user,
        json: consentBody(user),
        headers: { 'content-type': type },
      });
      expect(response.status).toBe(200);
    },
  );
});

describe('JSON responses', () => {
  const expectSafeJson = (response: { headers: { get(name: string): string | null } }) => {
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  };

  it('carry nosniff and charset=utf-8, answers and errors alike', async () => {
    const user = await signInWithGoogle();
    await register(api, user);
    const forged = forgeToken({ uid: user.uid, projectId: 'demo-remoterl' });
    for (const response of [
      await api('/healthz'),
      await api('/gateway/billing', { user }),
      await api('/gateway/billing', { token: forged }),
      await api('/no/such/route'),
      await api('/gateway/billing', { method: 'PUT' }),
      await api('/paypal/checkout', { user, json: '{' }),
      await api('/gateway/account', { user, json: {}, headers: { 'content-type': 'text/plain' } }),
    ]) {
      expectSafeJson(response);
    }
  });

  it('carry them on answers written before the app (a request Node cannot parse)', async () => {
    const response = await withHost(server, `127.0.0.1:${server.port}`, {
      headers: { 'x-padding': 'x'.repeat(17 * 1024) },
    });
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leave every other response nosniff too', async () => {
    const user = await signInWithGoogle();
    const account = await api('/gateway/account', { user, json: accountBody(user) });
    expect(account.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
