import { describe, expect, it } from 'vitest';
import { createActivityClient } from './activity';
import { HttpError } from './http';
import { type Reply, send, serveClient } from './test-server.test-support';

const serve = (reply: Reply) => serveClient(createActivityClient, reply);

describe('activity client', () => {
  it('reads the log with the bearer token, keeping the server order', async () => {
    const events = [
      {
        at: '2026-11-26T10:05:00.000Z',
        kind: 'key_regenerated',
        source: '127.0.0.1',
        detail: { replaced: 'api_1a2b3c4d' },
      },
      { at: '2026-11-26T10:00:00.000Z', kind: 'sign_in', source: '::1', detail: {} },
    ];
    const { client, requests } = await serve((_request, response) =>
      send(response, 200, JSON.stringify({ events })),
    );
    await expect(client.fetchActivity('id-1')).resolves.toEqual(events);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/gateway/activity' });
    expect(requests[0]?.headers.authorization).toBe('Bearer id-1');
  });

  it('fails on a refusal or a body of another shape', async () => {
    const refused = await serve((_request, response) =>
      send(response, 404, JSON.stringify({ error: 'No account', code: 'no_account' })),
    );
    await expect(refused.client.fetchActivity('t')).rejects.toMatchObject({
      status: 404,
      code: 'no_account',
    });
    await expect(refused.client.fetchActivity('t')).rejects.toBeInstanceOf(HttpError);
    const odd = await serve((_request, response) => send(response, 200, JSON.stringify({ entries: [] })));
    await expect(odd.client.fetchActivity('t')).rejects.toThrow();
  });

  it('keeps a kind it does not know, but refuses a known kind with details of another shape', async () => {
    const at = '2026-11-26T10:00:00.000Z';
    const newer = { at, kind: 'password_changed', source: '::1', detail: { via: 'email' } };
    const known = await serve((_request, response) =>
      send(response, 200, JSON.stringify({ events: [newer] })),
    );
    await expect(known.client.fetchActivity('t')).resolves.toEqual([newer]);
    // A whole key where only its fingerprint may be.
    const leaked = {
      at,
      kind: 'key_regenerated',
      source: '::1',
      detail: { replaced: `api_${'a'.repeat(32)}` },
    };
    const bad = await serve((_request, response) =>
      send(response, 200, JSON.stringify({ events: [leaked] })),
    );
    await expect(bad.client.fetchActivity('t')).rejects.toThrow();
  });
});
