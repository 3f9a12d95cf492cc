import { accountStoredAtStart, loadAccount } from '../account';
import { startAuthSyncWhenSignedIn } from '../start-auth-sync';

let started = false;

/**
 * The stored account and, for a signed-in visitor, the auth listener (after idle), as the app
 * starts them (main.tsx). On a page of islands they start with the first island that wakes:
 * the account's store needs React, which a signed-out visitor's first load does not carry.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  if (accountStoredAtStart)
    loadAccount().catch((error: unknown) => console.error('Could not load the account.', error));
  startAuthSyncWhenSignedIn();
}
