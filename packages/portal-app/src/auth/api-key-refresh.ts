import { gateway } from '../api/gateway';
import { isNotRegistered } from '../api/not-registered';
import { useAccountStore } from '../account/account-store';
import { accountDataFor } from './account-data';

let inFlight: Promise<void> | undefined;

/**
 * The API key lives in memory only, so after a reload it is fetched again with the login
 * refresh call (the account call with `lastLoginAt`). Concurrent callers share one request.
 * If Firebase no longer has the stored user, the session is cleared instead.
 */
export function refreshApiKey(): Promise<void> {
  inFlight ??= loadApiKey().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function loadApiKey(): Promise<void> {
  useAccountStore.setState({ keyStatus: 'loading' });
  try {
    const { currentFirebaseUser } = await import('./firebase');
    const user = await currentFirebaseUser();
    const stored = useAccountStore.getState();
    if (!user || user.uid !== stored.uid) {
      stored.clearUser();
      useAccountStore.setState({ keyStatus: 'idle' });
      return;
    }
    const data = accountDataFor(user, 'login', user.displayName ?? stored.displayName);
    const apiKey = await gateway().registerAccount(data, await user.getIdToken());
    // Signed out (or switched account) while the call was running: do not resurrect the session.
    if (useAccountStore.getState().uid === user.uid) {
      useAccountStore.getState().setUser({ email: data.email, displayName: data.displayName, apiKey });
    }
    useAccountStore.setState({ keyStatus: 'idle' });
  } catch (error) {
    if (isNotRegistered(error)) {
      // Not registered (never consented): no key and no session; the guard sends them to log in.
      useAccountStore.getState().clearUser();
      useAccountStore.setState({ keyStatus: 'idle' });
      return;
    }
    console.error('Could not load the API key again after a reload.', error);
    useAccountStore.setState({ keyStatus: 'failed' });
  }
}
