import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAccount } from '../account';
import { logOut } from './log-out';

// The app's one store, as the code under test loads it.
const account = await loadAccount();

const firebase = vi.hoisted(() => ({ signOutOfFirebase: vi.fn<() => Promise<void>>() }));
vi.mock('./firebase', () => firebase);

const ada = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' };

describe('logOut', () => {
  beforeEach(() => {
    account.getState().setUser({ ...ada, apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' });
    account.getState().setTempUser(ada);
    firebase.signOutOfFirebase.mockReset();
  });

  it('signs out of Firebase, then clears the user, the key and the temporary user', async () => {
    firebase.signOutOfFirebase.mockResolvedValue(undefined);
    await logOut();
    expect(firebase.signOutOfFirebase).toHaveBeenCalledOnce();
    expect(account.getState()).toMatchObject({
      uid: '',
      email: '',
      displayName: '',
      apiKey: '',
      tempUser: null,
    });
  });

  it('rejects and keeps the session when Firebase cannot sign out', async () => {
    firebase.signOutOfFirebase.mockRejectedValue(new Error('auth/network-request-failed'));
    await expect(logOut()).rejects.toThrow('auth/network-request-failed');
    expect(account.getState()).toMatchObject({
      ...ada,
      apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47',
    });
  });
});
