import { loadAccount } from '../account';

/** Firebase has no signed-in user any more (signed out in another tab, account disabled). */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
  constructor() {
    super('Not signed in');
  }
}

/**
 * The signed-in user's Firebase ID token for a Bearer header (refreshed by Firebase when
 * close to expiry, or at once with `forceRefresh`, e.g. after the gateway refused it). Without
 * a Firebase user the stale session is cleared, which sends the user area to the login page.
 */
export async function currentIdToken(forceRefresh = false): Promise<string> {
  const { currentFirebaseUser } = await import('./firebase');
  const user = await currentFirebaseUser();
  if (!user) {
    (await loadAccount()).getState().clearUser();
    throw new NotSignedInError();
  }
  return user.getIdToken(forceRefresh);
}
