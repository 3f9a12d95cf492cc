import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../account/account-store';
import { logOut } from './log-out';

const firebase = vi.hoisted(() => ({ signOutOfFirebase: vi.fn<() => Promise<void>>() }));
vi.mock('./firebase', () => firebase);

const ada = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' };

describe('logOut', () => {
  beforeEach(() => {
    useAccountStore.getState().setUser({ ...ada, apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' });
    useAccountStore.getState().setTempUser(ada);
    firebase.signOutOfFirebase.mockReset();
  });

  it('signs out of Firebase, then clears the user, the key and the temporary user', async () => {
    firebase.signOutOfFirebase.mockResolvedValue(undefined);
    await logOut();
    expect(firebase.signOutOfFirebase).toHaveBeenCalledOnce();
    expect(useAccountStore.getState()).toMatchObject({
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
    expect(useAccountStore.getState()).toMatchObject({
      ...ada,
      apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47',
    });
  });
});
