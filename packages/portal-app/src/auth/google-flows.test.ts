import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TERMS_VERSION } from '@remoterl/product';
import { MissingApiKeyError, type AccountData } from '../api/gateway';
import { HttpError } from '../api/http';
import { loadAccount } from '../account';
import { NoEmailError } from './account-data';
import {
  completeOnboarding,
  logInWithGoogle,
  MissingTempUserError,
  signUpWithGoogle,
  type FlowDeps,
} from './google-flows';

// The app's one store, as the code under test loads it.
const account = await loadAccount();

const KEY = 'api_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function fakeUser(
  overrides: Partial<{ uid: string; email: string | null; displayName: string | null }> = {},
) {
  return {
    uid: 'uid-ada',
    email: 'ada@example.com' as string | null,
    displayName: 'Ada' as string | null,
    metadata: {
      creationTime: 'Tue, 07 Jan 2025 10:00:00 GMT',
      lastSignInTime: 'Wed, 08 Jan 2025 11:00:00 GMT',
    },
    getIdToken: vi.fn(() => Promise.resolve('id-token')),
    delete: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function deps(
  options: { isNewUser?: boolean; user?: ReturnType<typeof fakeUser>; signInError?: unknown } = {},
) {
  const user = options.user ?? fakeUser();
  const calls: Array<{ data: AccountData; idToken: string }> = [];
  const flow = {
    signIn: vi.fn(() =>
      options.signInError
        ? Promise.reject(options.signInError)
        : Promise.resolve({ user, isNewUser: options.isNewUser ?? false }),
    ),
    signOut: vi.fn(() => Promise.resolve()),
    currentUser: vi.fn(() => Promise.resolve(user)),
    registerAccount: vi.fn((data: AccountData, idToken: string) => {
      calls.push({ data, idToken });
      return Promise.resolve(KEY);
    }),
  } satisfies FlowDeps;
  return { flow, user, calls };
}

/** What the backend answers for a Google account that never completed onboarding. */
const notRegistered = () =>
  new HttpError(
    404,
    '{"code":"not_registered"}',
    'Not a registered user',
    'The account call',
    'not_registered',
  );

beforeEach(() => {
  account.getState().clearUser();
  account.getState().clearTempUser();
});

describe('logInWithGoogle', () => {
  it('registers an existing account with lastLoginAt and stores the session with the key', async () => {
    const { flow, calls } = deps();
    await expect(logInWithGoogle(flow)).resolves.toBe('signed-in');
    expect(calls).toEqual([
      {
        data: {
          uid: 'uid-ada',
          email: 'ada@example.com',
          displayName: 'Ada',
          lastLoginAt: '2025-01-08T11:00:00.000Z',
        },
        idToken: 'id-token',
      },
    ]);
    expect(account.getState()).toMatchObject({
      uid: 'uid-ada',
      email: 'ada@example.com',
      apiKey: KEY,
    });
  });

  it('sends a new account to sign-up without a call, removing the account the popup created', async () => {
    const { flow, user } = deps({ isNewUser: true });
    await expect(logInWithGoogle(flow)).resolves.toBe('new-user');
    expect(flow.registerAccount).not.toHaveBeenCalled();
    expect(user.delete).toHaveBeenCalledOnce();
    expect(account.getState().uid).toBe('');
  });

  it('sends an account that never accepted the terms to sign-up, signed out and without a key', async () => {
    const { flow } = deps();
    flow.registerAccount.mockRejectedValueOnce(notRegistered());
    await expect(logInWithGoogle(flow)).resolves.toBe('new-user');
    expect(flow.signOut).toHaveBeenCalledOnce();
    expect(account.getState()).toMatchObject({ uid: '', apiKey: '' });
  });

  it('ignores a popup the user closed', async () => {
    const { flow } = deps({ signInError: { code: 'auth/popup-closed-by-user' } });
    await expect(logInWithGoogle(flow)).resolves.toBe('dismissed');
  });

  it('fails with NoEmailError for an account without e-mail and signs out of Firebase', async () => {
    const { flow } = deps({ user: fakeUser({ email: null }) });
    await expect(logInWithGoogle(flow)).rejects.toBeInstanceOf(NoEmailError);
    expect(flow.registerAccount).not.toHaveBeenCalled();
    expect(flow.signOut).toHaveBeenCalledOnce();
  });

  it('passes a missing key on and stores nothing', async () => {
    const { flow } = deps();
    flow.registerAccount.mockRejectedValueOnce(new MissingApiKeyError());
    await expect(logInWithGoogle(flow)).rejects.toBeInstanceOf(MissingApiKeyError);
    expect(account.getState().uid).toBe('');
  });

  it('passes other popup errors on', async () => {
    const { flow } = deps({ signInError: { code: 'auth/network-request-failed' } });
    await expect(logInWithGoogle(flow)).rejects.toEqual({ code: 'auth/network-request-failed' });
  });
});

describe('signUpWithGoogle', () => {
  it('keeps a new account as the temporary user, without a call', async () => {
    const { flow } = deps({ isNewUser: true });
    const told = vi.fn();
    await expect(signUpWithGoogle(told, flow)).resolves.toBe('onboarding');
    expect(account.getState().tempUser).toEqual({
      uid: 'uid-ada',
      email: 'ada@example.com',
      displayName: 'Ada',
    });
    expect(flow.registerAccount).not.toHaveBeenCalled();
    expect(told).not.toHaveBeenCalled();
  });

  it('tells an existing account so, registers it with createdAt and signs it in', async () => {
    const { flow, calls } = deps();
    const told = vi.fn();
    await expect(signUpWithGoogle(told, flow)).resolves.toBe('signed-in');
    expect(told).toHaveBeenCalledOnce();
    expect(calls[0]?.data).toEqual({
      uid: 'uid-ada',
      email: 'ada@example.com',
      displayName: 'Ada',
      createdAt: '2025-01-07T10:00:00.000Z',
    });
    expect(account.getState().apiKey).toBe(KEY);
  });

  it('sends an account that never accepted the terms to onboarding, without telling it is registered', async () => {
    const { flow } = deps();
    flow.registerAccount.mockRejectedValueOnce(notRegistered());
    const told = vi.fn();
    await expect(signUpWithGoogle(told, flow)).resolves.toBe('onboarding');
    expect(told).not.toHaveBeenCalled();
    expect(account.getState()).toMatchObject({
      apiKey: '',
      tempUser: { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' },
    });
  });

  it('refuses a new account without e-mail', async () => {
    const { flow } = deps({ isNewUser: true, user: fakeUser({ email: null }) });
    await expect(signUpWithGoogle(vi.fn(), flow)).rejects.toBeInstanceOf(NoEmailError);
    expect(account.getState().tempUser).toBeNull();
  });
});

describe('completeOnboarding', () => {
  it('stops before any call without a temporary user', async () => {
    const { flow } = deps();
    await expect(completeOnboarding('Ada', flow)).rejects.toBeInstanceOf(MissingTempUserError);
    expect(flow.registerAccount).not.toHaveBeenCalled();
  });

  it('stops when Firebase holds another account than the temporary user', async () => {
    const { flow } = deps({ user: fakeUser({ uid: 'someone-else' }) });
    account.getState().setTempUser({ uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' });
    await expect(completeOnboarding('Ada', flow)).rejects.toBeInstanceOf(MissingTempUserError);
    expect(flow.registerAccount).not.toHaveBeenCalled();
  });

  it('registers with the chosen name, createdAt and the accepted terms, stores the key and drops the temporary user', async () => {
    const { flow, calls } = deps();
    account.getState().setTempUser({ uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' });
    await completeOnboarding('Ada Lovelace', flow);
    expect(calls[0]?.data).toEqual({
      uid: 'uid-ada',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      createdAt: '2025-01-07T10:00:00.000Z',
      termsVersion: TERMS_VERSION,
    });
    expect(account.getState()).toMatchObject({
      displayName: 'Ada Lovelace',
      apiKey: KEY,
      tempUser: null,
    });
  });

  it('keeps the temporary user when the call fails', async () => {
    const { flow } = deps();
    flow.registerAccount.mockRejectedValueOnce(new Error('500'));
    account.getState().setTempUser({ uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' });
    await expect(completeOnboarding('Ada', flow)).rejects.toThrow('500');
    expect(account.getState().tempUser).not.toBeNull();
    expect(account.getState().uid).toBe('');
  });
});
