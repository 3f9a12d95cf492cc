import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAccount } from '../account';
import { startAuthSync } from './auth-sync';

// The app's one store, as the code under test loads it.
const account = await loadAccount();

type Listener = (user: { uid: string } | null) => void;
const firebase = vi.hoisted(() => ({
  listener: undefined as Listener | undefined,
  watchFirebaseUser: vi.fn(),
}));
vi.mock('./firebase', () => ({
  watchFirebaseUser: firebase.watchFirebaseUser.mockImplementation((listener: Listener) => {
    firebase.listener = listener;
    return () => undefined;
  }),
}));
const refresh = vi.hoisted(() => ({ refreshApiKey: vi.fn(() => Promise.resolve()) }));
vi.mock('./api-key-refresh', () => refresh);

const ada = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' };

async function emit(user: { uid: string } | null) {
  await vi.waitFor(() => expect(firebase.listener).toBeDefined());
  firebase.listener?.(user);
}

describe('startAuthSync', () => {
  beforeEach(() => {
    account.getState().clearUser();
    account.getState().clearTempUser();
    refresh.refreshApiKey.mockClear();
    vi.stubGlobal('location', { pathname: '/user/dashboard' });
    startAuthSync();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('subscribes once however often it is called', async () => {
    startAuthSync();
    await emit(null);
    expect(firebase.watchFirebaseUser).toHaveBeenCalledOnce();
    expect(account.getState().firebaseResolved).toBe(true);
  });

  it('clears the store when Firebase is signed out', async () => {
    account.getState().setUser({ ...ada, apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' });
    account.getState().setTempUser(ada);
    await emit(null);
    expect(account.getState()).toMatchObject({ uid: '', apiKey: '', tempUser: null });
  });

  it('clears a stored session that belongs to another account', async () => {
    account.getState().setUser({ ...ada, apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' });
    await emit({ uid: 'someone-else' });
    expect(account.getState().uid).toBe('');
    expect(refresh.refreshApiKey).not.toHaveBeenCalled();
  });

  it('fetches the key again after a reload on a user route', async () => {
    account.getState().setUser(ada);
    await emit({ uid: ada.uid });
    expect(refresh.refreshApiKey).toHaveBeenCalledOnce();
    expect(account.getState().uid).toBe(ada.uid);
  });

  it('leaves marketing pages alone and does not refetch a key it has', async () => {
    account.getState().setUser(ada);
    vi.stubGlobal('location', { pathname: '/pricing' });
    await emit({ uid: ada.uid });
    vi.stubGlobal('location', { pathname: '/user/billing' });
    account.getState().setUser({ apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' });
    await emit({ uid: ada.uid });
    expect(refresh.refreshApiKey).not.toHaveBeenCalled();
  });
});
