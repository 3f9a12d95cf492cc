import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, UnexpectedResponseError } from './http';
import { type Reply, send, startTestServer } from './test-server.test-support';
import { createUserAreaClient } from './user-area';

const KEY = 'api_aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const NEW_KEY = 'api_bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(reply: Reply) {
  const server = await startTestServer(reply);
  close = server.close;
  return { ...server, client: createUserAreaClient(`${server.url}/gateway`) };
}

const json = (body: unknown) => JSON.stringify(body);

describe('user-area client', () => {
  it('reads usage with the bearer token', async () => {
    const report = {
      plan: 'free',
      period: { start: '2026-11-01', end: '2026-11-30' },
      usedGb: 0.31,
      allowanceGb: 1,
      remainingGb: 0.69,
      balance: 0,
      days: [
        {
          date: '2026-11-22',
          simulatorHours: 6,
          simulatorGb: 0.06,
          trainerHours: 2.5,
          trainerGb: 0.25,
          totalGb: 0.31,
        },
      ],
    };
    const { client, requests } = await serve((_request, response) =>
      send(response, 200, json(report), 'application/json'),
    );
    await expect(client.fetchUsage('id-1')).resolves.toEqual(report);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/gateway/usage' });
    expect(requests[0]?.headers.authorization).toBe('Bearer id-1');
  });

  it('rotates the key it is given and answers the new one', async () => {
    const { client, requests } = await serve((_request, response) =>
      send(response, 200, json({ apiKey: NEW_KEY, rotated: true }), 'application/json'),
    );
    await expect(client.rotateApiKey(KEY, 'id-1')).resolves.toBe(NEW_KEY);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/gateway/api-key/rotate' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ currentKey: KEY });
  });

  it('refuses a rotated key of another shape than the client accepts', async () => {
    const { client } = await serve((_request, response) =>
      send(response, 200, json({ apiKey: 'rrl_new', rotated: true }), 'application/json'),
    );
    const error = await client.rotateApiKey(KEY, 'id-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toMatch(/^The key rotation answered outside the contract: apiKey: /);
  });

  it('saves settings and surfaces the server code on refusal', async () => {
    const SAVED = {
      lowCreditThreshold: 5,
      monthlySpendLimit: null,
      alerts: { spendLimit: true, lowCredit: true, freeAllowance: true, sessionStopped: true },
      alertLanguage: 'en',
    };
    const { client } = await serve((request, response) =>
      JSON.parse(request.body).lowCreditThreshold > 1000
        ? send(response, 400, json({ error: 'too big', code: 'threshold_invalid' }), 'application/json')
        : send(response, 200, json({ ...SAVED, ...JSON.parse(request.body) }), 'application/json'),
    );
    await expect(client.saveSettings({ lowCreditThreshold: 12 }, 't')).resolves.toEqual({
      ...SAVED,
      lowCreditThreshold: 12,
    });
    const refusal = client.saveSettings({ lowCreditThreshold: 5000 }, 't');
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ status: 400, serverMessage: 'too big' });
  });
});
