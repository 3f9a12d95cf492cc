import { gateway } from '../api/gateway';
import { isNotRegistered } from '../api/not-registered';
import { loadAccount } from '../account';
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
  const account = await loadAccount();
  account.setState({ keyStatus: 'loading' });
  try {
    const { currentFirebaseUser } = await import('./firebase');
    const user = await currentFirebaseUser();
    const stored = account.getState();
    if (!user || user.uid !== stored.uid) {
      stored.clearUser();
      account.setState({ keyStatus: 'idle' });
      return;
    }
    const data = accountDataFor(user, 'login', user.displayName ?? stored.displayName);
    const apiKey = await gateway().registerAccount(data, await user.getIdToken());
    // Signed out (or switched account) while the call was running: do not resurrect the session.
    if (account.getState().uid === user.uid) {
      account.getState().setUser({ email: data.email, displayName: data.displayName, apiKey });
    }
    account.setState({ keyStatus: 'idle' });
  } catch (error) {
    if (isNotRegistered(error)) {
      // Not registered (never consented): no key and no session; the guard sends them to log in.
      account.getState().clearUser();
      account.setState({ keyStatus: 'idle' });
      return;
    }
    console.error('Could not load the API key again after a reload.', error);
    account.setState({ keyStatus: 'failed' });
  }
}
