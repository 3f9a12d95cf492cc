import { browserStorage, sessionStored } from './stored-session';
import type { UserStore } from './user-store';

/*
 * The user store (zustand with its persist middleware) is not part of a public page's first
 * load. Its module hands the store over here when it is evaluated: at start-up when the browser
 * holds a session (loadUserStoreIfSessionStored), otherwise with the first code that signs in,
 * which imports it. Without a stored session nobody is signed in until then.
 */
type Listener = (store: UserStore) => void;
let loaded: UserStore | undefined;
const listeners = new Set<Listener>();

/** Called once by user-store.ts with the app's store. */
export function provideUserStore(store: UserStore): void {
  loaded = store;
  for (const listener of listeners) listener(store);
  listeners.clear();
}

/** The store, once its module has loaded. */
export function loadedUserStore(): UserStore | undefined {
  return loaded;
}

/** Calls `listener` with the store once it has loaded (at once if it has); returns a cancel. */
export function whenUserStoreLoads(listener: Listener): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser held a session when the app started (read once). */
export const sessionStoredAtStart = typeof window !== 'undefined' && sessionStored(browserStorage());

/** Start-up: a stored session loads the store at once, so the signed-in look follows quickly. */
export function loadUserStoreIfSessionStored(): void {
  if (!sessionStoredAtStart) return;
  import('./user-store').catch((error: unknown) => {
    // Offline or a stale deploy: the top bar keeps the look page-init.js chose from storage.
    console.error('Could not load the session.', error);
  });
}
