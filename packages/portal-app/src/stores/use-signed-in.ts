import { useSyncExternalStore } from 'react';
import { loadedUserStore, sessionStoredAtStart, whenUserStoreLoads } from './user-store-on-demand';

/**
 * Follows the user store, which may still be loading (user-store-on-demand.ts): until it has
 * loaded, a change is its arrival.
 */
function subscribe(onChange: () => void): () => void {
  const store = loadedUserStore();
  if (store) return store.subscribe(onChange);
  let unsubscribe: (() => void) | undefined;
  const cancel = whenUserStoreLoads((loaded) => {
    unsubscribe = loaded.subscribe(onChange);
    onChange();
  });
  return () => {
    cancel();
    unsubscribe?.();
  };
}

/**
 * Signed in per the store (a persisted uid, whether or not the API key is loaded yet).
 * `undefined` while a stored session waits for the store's code; without one, and without the
 * store, nobody is signed in.
 */
function readSignedIn(): boolean | undefined {
  const store = loadedUserStore();
  if (store) return Boolean(store.getState().uid);
  return sessionStoredAtStart ? undefined : false;
}

/**
 * Whether a user is signed in, safe for prerendered pages: while React hydrates, it reads
 * "signed out", as the HTML was rendered at build time without a session, so the first render
 * equals the HTML; the stored session applies in the render right after (once the store has
 * loaded). Pages rendered in the browser from scratch (the user area) read the store at once,
 * as their code imports it.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readSignedIn() ?? false,
    () => false,
  );
}

/**
 * The same, but `undefined` while the session cannot be known: at build time, during
 * hydration, and while a stored session's store loads. The top bar then renders both looks and
 * `<html data-session>`, which public/page-init.js sets from the stored session before the
 * first paint, picks one.
 */
export function useSignedInOnceKnown(): boolean | undefined {
  return useSyncExternalStore(subscribe, readSignedIn, () => undefined);
}
