import { sessionStoredAtStart } from './session';

/** Start-up: a stored session loads the store at once, so the signed-in look follows quickly. */
export function loadSessionIfStored(): void {
  if (!sessionStoredAtStart) return;
  import('./session-store').catch((error: unknown) => {
    // Offline or a stale deploy: the top bar keeps the look page-init.js chose from storage.
    console.error('Could not load the session.', error);
  });
}
