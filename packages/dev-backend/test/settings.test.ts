import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import { client, register, startTestServer, type Client, type TestServer } from './helpers/server.ts';

let server: TestServer;
let api: Client;
let ada: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  ada = await signInWithGoogle('Ada Lovelace');
  await register(api, ada);
});
afterAll(() => server.dispose());

describe('settings', () => {
  it('starts at the $5 threshold and keeps what the user saves', async () => {
    expect(await (await api('/gateway/settings', { user: ada })).json()).toEqual({ lowCreditThreshold: 5 });
    const saved = await api('/gateway/settings', { user: ada, json: { lowCreditThreshold: 12 } });
    expect(await saved.json()).toEqual({ lowCreditThreshold: 12 });
    expect(await (await api('/gateway/settings', { user: ada })).json()).toEqual({ lowCreditThreshold: 12 });
  });

  it.each([[-1], [1001], [2.5], ['5'], [null]])('refuses %j with 400 threshold_invalid', async (value) => {
    const response = await api('/gateway/settings', { user: ada, json: { lowCreditThreshold: value } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'threshold_invalid' });
  });

  it('needs a token and an account', async () => {
    expect((await api('/gateway/settings')).status).toBe(401);
    const stranger = await signInWithGoogle('No Account');
    const response = await api('/gateway/settings', { user: stranger });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'no_account' });
  });
});
