import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http';
import { loadAccount } from '../account';
import { refreshApiKey } from './api-key-refresh';

// The app's one store, as the code under test loads it.
const account = await loadAccount();

const firebase = vi.hoisted(() => ({ currentFirebaseUser: vi.fn() }));
vi.mock('./firebase', () => firebase);
const client = vi.hoisted(() => ({ registerAccount: vi.fn() }));
vi.mock('../api/gateway', () => ({ gateway: () => client }));

const ada = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' };
const firebaseAda = {
  ...ada,
  metadata: { lastSignInTime: 'Wed, 08 Jan 2025 11:00:00 GMT' },
  getIdToken: () => Promise.resolve('id-token'),
};

describe('refreshApiKey', () => {
  beforeEach(() => {
    account.getState().clearUser();
    account.getState().setUser(ada);
    account.setState({ keyStatus: 'idle' });
    firebase.currentFirebaseUser.mockReset();
    client.registerAccount.mockReset();
  });

  it('fetches the key again with the login refresh call, once for concurrent callers', async () => {
    firebase.currentFirebaseUser.mockResolvedValue(firebaseAda);
    client.registerAccount.mockResolvedValue('api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47');
    await Promise.all([refreshApiKey(), refreshApiKey()]);
    expect(client.registerAccount).toHaveBeenCalledOnce();
    expect(client.registerAccount).toHaveBeenCalledWith(
      { ...ada, lastLoginAt: '2025-01-08T11:00:00.000Z' },
      'id-token',
    );
    expect(account.getState().apiKey).toBe('api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47');
    expect(account.getState().keyStatus).toBe('idle');
  });

  it('clears the session of an account the backend does not count as registered', async () => {
    firebase.currentFirebaseUser.mockResolvedValue(firebaseAda);
    client.registerAccount.mockRejectedValue(
      new HttpError(404, '', 'Not a registered user', 'The account call', 'not_registered'),
    );
    await refreshApiKey();
    expect(account.getState()).toMatchObject({ uid: '', apiKey: '' });
    expect(account.getState().keyStatus).toBe('idle');
  });

  it('clears the stored session when Firebase has no user', async () => {
    firebase.currentFirebaseUser.mockResolvedValue(null);
    await refreshApiKey();
    expect(account.getState().uid).toBe('');
    expect(client.registerAccount).not.toHaveBeenCalled();
  });

  it('reports a failed call so the user area can offer a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    firebase.currentFirebaseUser.mockResolvedValue(firebaseAda);
    client.registerAccount.mockRejectedValue(new Error('offline'));
    await refreshApiKey();
    expect(account.getState().keyStatus).toBe('failed');
    expect(account.getState()).toMatchObject({ uid: ada.uid, apiKey: '' });
  });

  it('does not bring back a session that was signed out while the call ran', async () => {
    firebase.currentFirebaseUser.mockResolvedValue(firebaseAda);
    client.registerAccount.mockImplementation(async () => {
      account.getState().clearUser();
      return 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47';
    });
    await refreshApiKey();
    expect(account.getState()).toMatchObject({ uid: '', apiKey: '' });
    expect(account.getState().keyStatus).toBe('idle');
  });
});
