// Issues: after a Firebase identity was disabled or deleted its API key kept working (the key
// check answered 200, receipts stayed downloadable, sessions ran on), and a token without an
// e-mail let the caller choose one (`admin@remoterl.com`). Identities are disabled and deleted
// through the Auth emulator's admin REST API, as an operator would in the Firebase console.
import { describe, expect, it, vi } from 'vitest';
import { OWNER_GONE_MESSAGE } from '../src/identity/end-owner-sessions.ts';
import {
  deleteUserAsAdmin,
  disableUser,
  enableUser,
  signInAnonymously,
  signUpWithPassword,
  signUpWithVerifiedPassword,
  type TestUser,
} from './helpers/emulator.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { connect, hello, refusal } from './helpers/session-socket.ts';
import { approvedOrder } from './helpers/server.ts';
import { TERMS_VERSION } from '@remoterl/product';

// A short recheck period so the test sees the refusal quickly; the default (30 s, re-read by a
// sweep on the same period) bounds it at 60 s.
const RECHECK_MS = 200;
const { server, api, account } = await startSessionServer({ IDENTITY_RECHECK_MS: String(RECHECK_MS) });

const keyCheck = (apiKey: string) => api('/gateway/api-key/check', { token: apiKey });

/** Waits (re-checking, no fixed delay) until the key check refuses the key as its owner's. */
async function keyRefused(apiKey: string): Promise<number> {
  const since = Date.now();
  await vi.waitFor(
    async () => {
      const response = await keyCheck(apiKey);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'account_disabled' });
    },
    { timeout: 10_000, interval: 50 },
  );
  return Date.now() - since;
}

describe('a disabled or deleted owner', () => {
  it.each([
    ['disabled', disableUser],
    ['deleted', deleteUserAsAdmin],
  ] as const)('has its key refused by the key check once %s', async (_state, act) => {
    const { user, apiKey } = await account();
    expect((await keyCheck(apiKey)).status).toBe(200);
    await act(user);
    expect(await keyRefused(apiKey)).toBeLessThan(2 * RECHECK_MS + 2_000);
  });

  it('gets its key back once enabled again', async () => {
    const { user, apiKey } = await account();
    await disableUser(user);
    await keyRefused(apiKey);
    await enableUser(user);
    await vi.waitFor(async () => expect((await keyCheck(apiKey)).status).toBe(200), { timeout: 10_000 });
  });

  it('is refused by the session handshake with AUTH-003', async () => {
    const { user, apiKey } = await account();
    await disableUser(user);
    await keyRefused(apiKey);
    expect(await refusal(await hello(server.url, { apiKey, role: 'trainer' }))).toEqual({
      code: 'AUTH-003',
      message: OWNER_GONE_MESSAGE,
      close: 4003,
    });
  });

  it('has its running sessions ended with AUTH-003', async () => {
    const { user, apiKey } = await account();
    const { socket } = await connect(server.url, apiKey, 'trainer');
    await deleteUserAsAdmin(user);
    expect(await refusal(socket)).toEqual({ code: 'AUTH-003', message: OWNER_GONE_MESSAGE, close: 4003 });
  });

  it('has its receipts refused', async () => {
    const { user } = await account();
    const order = await approvedOrder(api, user, 10);
    expect((await api('/paypal/capture', { user, json: { token: order } })).status).toBe(200);
    const billing = (await (await api('/gateway/billing', { user })).json()) as {
      invoices: { downloadUrl: string }[];
    };
    const receipt = billing.invoices[0]?.downloadUrl as string;
    expect((await fetch(receipt)).status).toBe(200);
    await disableUser(user);
    await vi.waitFor(
      async () => {
        const response = await fetch(receipt);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'account_disabled' });
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe('the identity comes from the verified token only', () => {
  const registerWith = (user: TestUser, email: string) =>
    api('/gateway/account', {
      user,
      json: {
        data: {
          uid: user.uid,
          email,
          displayName: 'Eve',
          createdAt: new Date().toISOString(),
          termsVersion: TERMS_VERSION,
        },
      },
    });

  it('refuses a token without an e-mail, whatever the body names', async () => {
    const anonymous = await signInAnonymously();
    const response = await registerWith(anonymous, 'admin@remoterl.com');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'email_not_verified' });
  });

  it('refuses a token whose e-mail is not verified', async () => {
    const unverified = await signUpWithPassword();
    const response = await registerWith(unverified, unverified.email);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'email_not_verified' });
  });

  it('accepts a verified e-mail and ignores the e-mail in the body', async () => {
    const verified = await signUpWithVerifiedPassword();
    const response = await registerWith(verified, 'admin@remoterl.com');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^api_/);
  });
});
