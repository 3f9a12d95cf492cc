import { loadAccountIfStored } from '../account/load-account';
import { startAuthSyncWhenSignedIn } from '../start-auth-sync';

let started = false;

/**
 * The stored session and, for a signed-in visitor, the auth listener (after idle), as the app
 * starts them (main.tsx). On a page of islands they start with the first island that wakes:
 * the session module needs React, which a signed-out visitor's first load does not carry.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  loadAccountIfStored();
  startAuthSyncWhenSignedIn();
}
