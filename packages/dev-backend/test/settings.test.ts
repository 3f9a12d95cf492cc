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
  it('starts at the $5 threshold and no spend limit, and keeps what the user saves', async () => {
    const alertsOn = { spendLimit: true, lowCredit: true, freeAllowance: true, sessionStopped: true };
    expect(await (await api('/gateway/settings', { user: ada })).json()).toEqual({
      lowCreditThreshold: 5,
      monthlySpendLimit: null,
      alerts: alertsOn,
      alertLanguage: 'en',
    });
    const saved = await api('/gateway/settings', { user: ada, json: { lowCreditThreshold: 12 } });
    expect(await saved.json()).toMatchObject({ lowCreditThreshold: 12, monthlySpendLimit: null });
    // A save names what it changes; the threshold keeps its value.
    const limited = await api('/gateway/settings', { user: ada, json: { monthlySpendLimit: 40 } });
    expect(await limited.json()).toMatchObject({ lowCreditThreshold: 12, monthlySpendLimit: 40 });
    const cleared = await api('/gateway/settings', { user: ada, json: { monthlySpendLimit: null } });
    expect(await cleared.json()).toMatchObject({ lowCreditThreshold: 12, monthlySpendLimit: null });
    const quiet = await api('/gateway/settings', { user: ada, json: { alerts: { freeAllowance: false } } });
    expect(await quiet.json()).toMatchObject({ alerts: { ...alertsOn, freeAllowance: false } });
    expect(await (await api('/gateway/settings', { user: ada })).json()).toEqual({
      lowCreditThreshold: 12,
      monthlySpendLimit: null,
      alerts: { ...alertsOn, freeAllowance: false },
      alertLanguage: 'en',
    });
  });

  it.each([[-1], [1001], [2.5], ['5'], [null]])('refuses %j with 400 threshold_invalid', async (value) => {
    const response = await api('/gateway/settings', { user: ada, json: { lowCreditThreshold: value } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'threshold_invalid' });
  });

  it.each([[0], [10_001], [2.5], ['5']])(
    'refuses a spend limit of %j with 400 and changes nothing',
    async (value) => {
      await api('/gateway/settings', { user: ada, json: { monthlySpendLimit: 25 } });
      const response = await api('/gateway/settings', { user: ada, json: { monthlySpendLimit: value } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'spend_limit_invalid' });
      expect(await (await api('/gateway/settings', { user: ada })).json()).toMatchObject({
        monthlySpendLimit: 25,
      });
    },
  );

  it('refuses a save that names no setting', async () => {
    const response = await api('/gateway/settings', { user: ada, json: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'settings_empty' });
  });

  it('needs a token and an account', async () => {
    expect((await api('/gateway/settings')).status).toBe(401);
    const stranger = await signInWithGoogle('No Account');
    const response = await api('/gateway/settings', { user: stranger });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'no_account' });
  });
});
