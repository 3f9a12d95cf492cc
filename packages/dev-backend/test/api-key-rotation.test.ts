import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeySchema, KeyRotationResponseSchema } from '@remoterl/contract';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import {
  accountBody,
  client,
  register,
  startTestServer,
  type Client,
  type TestServer,
} from './helpers/server.ts';

let server: TestServer;
let api: Client;
let ada: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  ada = await signInWithGoogle('Ada Lovelace');
});
afterAll(() => server.dispose());

const check = (key: string) => api('/gateway/api-key/check', { token: key });
const rotate = (user: TestUser, currentKey: string) =>
  api('/gateway/api-key/rotate', { user, json: { currentKey } });

describe('API key rotation', () => {
  it('replaces the key: the old one is refused at once, the new one accepted', async () => {
    const oldKey = await register(api, ada);
    expect((await check(oldKey)).status).toBe(200);
    const response = await rotate(ada, oldKey);
    expect(response.status).toBe(200);
    const { apiKey, rotated } = KeyRotationResponseSchema.parse(await response.json());
    expect(rotated).toBe(true);
    expect(apiKey).not.toBe(oldKey);
    const refused = await check(oldKey);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'api_key_invalid' });
    expect(await (await check(apiKey)).json()).toEqual({ valid: true });
    // Logging in again answers the new key.
    const login = await api('/gateway/account', { user: ada, json: accountBody(ada, 'lastLoginAt') });
    expect(ApiKeySchema.parse(await login.text())).toBe(apiKey);
  });

  it('rotates once for two requests sent together (a double click)', async () => {
    const user = await signInWithGoogle('Double Clicker');
    const oldKey = await register(api, user);
    const [first, second] = await Promise.all([rotate(user, oldKey), rotate(user, oldKey)]);
    const answers = await Promise.all(
      [first, second].map(async (r) => KeyRotationResponseSchema.parse(await r.json())),
    );
    expect(answers.map((answer) => answer.apiKey)[0]).toBe(answers[1]?.apiKey);
    expect(answers.filter((answer) => answer.rotated)).toHaveLength(1);
    expect((await check(answers[0]?.apiKey ?? '')).status).toBe(200);
  });

  it('refuses a key that is neither current nor just replaced', async () => {
    const user = await signInWithGoogle('Stale Page');
    const first = await register(api, user);
    const second = KeyRotationResponseSchema.parse(await (await rotate(user, first)).json()).apiKey;
    await rotate(user, second);
    const stale = await rotate(user, first);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'api_key_stale' });
  });

  it('answers bad input with 4xx and a code', async () => {
    const user = await signInWithGoogle('Bad Input');
    await register(api, user);
    const malformed = await api('/gateway/api-key/rotate', { user, json: { currentKey: 'nope' } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_request' });
    expect((await api('/gateway/api-key/rotate', { json: { currentKey: 'x' } })).status).toBe(401);
    const missing = await api('/gateway/api-key/check');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'api_key_missing' });
    const stranger = await signInWithGoogle('No Account');
    const noAccount = await rotate(stranger, 'api_aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
    expect(noAccount.status).toBe(404);
  });
});
