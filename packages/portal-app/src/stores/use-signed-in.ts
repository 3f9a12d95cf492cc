import { useSyncExternalStore } from 'react';
import { selectSignedIn, useUserStore } from './user-store';

/**
 * Whether a user is signed in, safe for prerendered pages: while React hydrates, it reads
 * "signed out", as the HTML was rendered at build time without a session, so the first render
 * equals the HTML; the stored session applies in the render right after. Pages rendered in the
 * browser from scratch (the user area) read the store at once.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    useUserStore.subscribe,
    () => selectSignedIn(useUserStore.getState()),
    () => false,
  );
}
