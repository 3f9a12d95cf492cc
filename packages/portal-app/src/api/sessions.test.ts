import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, UnexpectedResponseError } from './http';
import { createSessionsClient } from './sessions';
import { type Reply, send, startTestServer } from './test-server.test-support';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(reply: Reply) {
  const server = await startTestServer(reply);
  close = server.close;
  return { ...server, client: createSessionsClient(`${server.url}/gateway`) };
}

describe('sessions client', () => {
  it('disconnects a session by id with the bearer token', async () => {
    const { client, requests } = await serve((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(client.disconnectSession('cbb65cd2', 'id-1')).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/gateway/sessions/cbb65cd2/disconnect',
      body: '',
    });
    expect(requests[0]?.headers.authorization).toBe('Bearer id-1');
  });

  it('keeps an odd id inside its path segment', async () => {
    const { client, requests } = await serve((_request, response) => send(response, 204, ''));
    await client.disconnectSession('a/b?c', 't');
    expect(requests[0]?.path).toBe('/gateway/sessions/a%2Fb%3Fc/disconnect');
  });

  it('surfaces the server code of a session that is gone', async () => {
    const { client } = await serve((_request, response) =>
      send(response, 404, JSON.stringify({ error: 'No such session', code: 'unknown_session' })),
    );
    const refusal = client.disconnectSession('cbb65cd2', 't');
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ status: 404, code: 'unknown_session' });
  });

  it('sets blocking and answers what the server keeps', async () => {
    const { client, requests } = await serve((request, response) => send(response, 200, request.body));
    await expect(client.setSessionsBlocked(true, 'id-2')).resolves.toBe(true);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/gateway/sessions/block' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ blocked: true });
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(requests[0]?.headers.authorization).toBe('Bearer id-2');
  });

  it('rejects an answer without the value', async () => {
    const { client } = await serve((_request, response) => send(response, 200, '{"ok":true}'));
    await expect(client.setSessionsBlocked(false, 't')).rejects.toThrow();
  });

  it('names the call and the field when the answer breaks the contract', async () => {
    const { client } = await serve((_request, response) => send(response, 200, '{"blocked":"yes"}'));
    const error = await client.setSessionsBlocked(true, 't').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toMatch(
      /^Blocking new sessions answered outside the contract: blocked: /,
    );
  });
});
