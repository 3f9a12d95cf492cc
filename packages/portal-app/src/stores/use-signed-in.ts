import { useSyncExternalStore } from 'react';
import { selectSignedIn, useUserStore } from './user-store';

const readSignedIn = () => selectSignedIn(useUserStore.getState());

/**
 * Whether a user is signed in, safe for prerendered pages: while React hydrates, it reads
 * "signed out", as the HTML was rendered at build time without a session, so the first render
 * equals the HTML; the stored session applies in the render right after. Pages rendered in the
 * browser from scratch (the user area) read the store at once.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(useUserStore.subscribe, readSignedIn, () => false);
}

/**
 * The same, but `undefined` while the session cannot be known: at build time and during
 * hydration. The top bar then renders both looks and `<html data-session>`, which
 * public/page-init.js sets from the stored session before the first paint, picks one.
 */
export function useSignedInOnceKnown(): boolean | undefined {
  return useSyncExternalStore(useUserStore.subscribe, readSignedIn, () => undefined);
}
