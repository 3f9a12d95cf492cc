// Named API keys (docs/decisions.md, "Named API keys"): up to 10 live keys per account, each
// named, listed with when it was last used; revoking one ends only its sessions (AUTH-003).
import { API_KEY_PATTERN } from '@remoterl/product';
import { describe, expect, it } from 'vitest';
import { ApiKeyListSchema, CreateApiKeyResponseSchema } from '@remoterl/contract';
import type { TestUser } from './helpers/emulator.ts';
import { snapshotWhere } from './helpers/live-view.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, hello, refusal } from './helpers/session-socket.ts';

const { server, api, account } = await startSessionServer();

const keysOf = async (user: TestUser) =>
  ApiKeyListSchema.parse(await (await api('/gateway/api-keys', { user })).json()).keys;
async function createKey(user: TestUser, name: string) {
  const response = await api('/gateway/api-keys', { user, json: { name } });
  expect(response.status).toBe(201);
  return CreateApiKeyResponseSchema.parse(await response.json());
}
const revoke = (user: TestUser, id: string) => api(`/gateway/api-keys/${id}/revoke`, { user, json: {} });

describe('named API keys', () => {
  it('lists the primary key first, then named keys in the client’s format, and when each was last used', async () => {
    const { user, apiKey } = await account();
    expect(await keysOf(user)).toEqual([
      expect.objectContaining({ id: 'primary', name: null, primary: true, lastUsedAt: null }),
    ]);
    const laptop = await createKey(user, '  laptop  ');
    expect(laptop.apiKey).toMatch(API_KEY_PATTERN);
    expect(laptop.key).toMatchObject({ name: 'laptop', primary: false, lastUsedAt: null });
    expect(laptop.key.fingerprint).toBe(laptop.apiKey.slice(0, 12));

    const { socket } = await connect(server.url, apiKey, 'trainer');
    const keys = await keysOf(user);
    expect(keys.map((key) => key.name)).toEqual([null, 'laptop']);
    expect(keys[0]?.lastUsedAt).not.toBeNull();
    expect(keys[1]?.lastUsedAt).toBeNull();
    // The list names fingerprints only, never a key.
    expect(JSON.stringify(keys)).not.toContain(apiKey);
    await socket.close();
  });

  it('revoking one key ends only its sessions, with AUTH-003, and refuses it from then on', async () => {
    const { user, apiKey: primary } = await account();
    const second = await createKey(user, 'cluster');
    const onSecond = await connect(server.url, second.apiKey, 'trainer');
    const onPrimary = await connect(server.url, primary, 'trainer');
    await snapshotWhere(api, user, (view) => view.sessions.length === 2);

    expect((await revoke(user, second.key.id)).status).toBe(200);
    expect(await refusal(onSecond.socket)).toMatchObject({ code: 'AUTH-003', close: 4003 });
    const left = await snapshotWhere(api, user, (view) => view.sessions.length === 1);
    expect(left.sessions[0]?.id).toBe(onPrimary.welcome.sessionId);
    expect(
      await refusal(await hello(server.url, { apiKey: second.apiKey, role: 'simulator' })),
    ).toMatchObject({
      code: 'AUTH-003',
    });
    expect((await keysOf(user)).map((key) => key.id)).toEqual(['primary']);
    await onPrimary.socket.close();
  });

  it('refuses a duplicate name, an empty or long name, and an 11th key, changing nothing', async () => {
    const { user } = await account();
    await createKey(user, 'Laptop');
    for (const [name, status, code] of [
      ['laptop', 409, 'key_name_taken'],
      ['', 400, 'key_name_invalid'],
      ['   ', 400, 'key_name_invalid'],
      ['x'.repeat(41), 400, 'key_name_invalid'],
    ] as const) {
      const response = await api('/gateway/api-keys', { user, json: { name } });
      expect(response.status, name).toBe(status);
      expect(await response.json()).toMatchObject({ code });
    }
    for (let index = 2; index <= 9; index += 1) await createKey(user, `worker ${index}`);
    expect(await keysOf(user)).toHaveLength(10);
    const eleventh = await api('/gateway/api-keys', { user, json: { name: 'one too many' } });
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toMatchObject({ code: 'too_many_keys' });
    expect(await keysOf(user)).toHaveLength(10);
  });

  it('keeps the primary key, and another account’s keys, out of reach', async () => {
    const owner = await account();
    const stranger = await account();
    const theirs = await createKey(owner.user, 'theirs');
    const primary = await revoke(owner.user, 'primary');
    expect(primary.status).toBe(400);
    expect(await primary.json()).toMatchObject({ code: 'primary_key_not_revocable' });
    for (const id of [theirs.key.id, 'ffffffff', 'not-an-id']) {
      const response = await revoke(stranger.user, id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'unknown_key' });
    }
    expect((await keysOf(owner.user)).map((key) => key.name)).toEqual([null, 'theirs']);
  });

  it('accepts a named key at the key check, as the client would be', async () => {
    const { user } = await account();
    const named = await createKey(user, 'ci');
    const check = await api('/gateway/api-key/check', { token: named.apiKey });
    expect(check.status).toBe(200);
  });
});
