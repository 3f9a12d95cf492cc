import { isUserAreaPath } from '../config/paths';
import { loadAccount } from '../account';
import { refreshApiKey } from './api-key-refresh';

let started = false;

/**
 * Keeps the user store in step with Firebase Auth. The app root calls this after first paint
 * (dynamic import), so Firebase stays off the marketing pages' critical path. Safe to call twice.
 *
 * - Firebase signed out (logout elsewhere, expired or disabled account): the store is cleared.
 * - Firebase holds a different account than the store: the stale store is cleared.
 * - Same account but no API key in memory (a reload) on a user route: the key is fetched again.
 */
export function startAuthSync(): void {
  if (started) return;
  started = true;
  Promise.all([import('./firebase'), loadAccount()])
    .then(([{ watchFirebaseUser }, account]) =>
      watchFirebaseUser((user) => {
        const state = account.getState();
        if (!user) {
          if (state.uid || state.apiKey) state.clearUser();
          if (state.tempUser) state.clearTempUser();
        } else if (state.uid && state.uid !== user.uid) {
          state.clearUser();
        } else if (state.uid && !state.apiKey && isUserAreaPath(globalThis.location?.pathname ?? '')) {
          void refreshApiKey();
        }
        account.setState({ firebaseResolved: true });
      }),
    )
    .catch((error: unknown) => {
      // Firebase could not load (offline, blocked): keep what the store says; the user area
      // shows its own error state when it cannot load the key.
      started = false;
      console.error('Firebase Auth could not be started.', error);
    });
}
