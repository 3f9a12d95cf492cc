import { accountStoredAtStart } from './account';

/** Start-up: a stored account loads the store at once, so the signed-in look follows quickly. */
export function loadAccountIfStored(): void {
  if (!accountStoredAtStart) return;
  import('./account-store').catch((error: unknown) => {
    // Offline or a stale deploy: the top bar keeps the look page-init.js chose from storage.
    console.error('Could not load the account.', error);
  });
}
