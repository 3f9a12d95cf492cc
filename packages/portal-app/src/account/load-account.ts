/*
 * The one loader of the account store. The store (zustand with its persist middleware,
 * account-store.ts) is not part of a public page's first load: main.tsx loads it at start-up
 * when the browser holds a signed-in account, and the code that signs in loads it before it
 * writes. Nothing else creates it, and importing its module creates nothing
 * (docs/decisions.md, "The account has two doors").
 */
import { browserStorage, accountStored } from './stored-account';
import type { AccountStore } from './account-state';

type Listener = (store: AccountStore) => void;
let loaded: AccountStore | undefined;
let loading: Promise<AccountStore> | undefined;
const listeners = new Set<Listener>();

/** Whether the browser held a signed-in account when the app started (read once). */
export const accountStoredAtStart = typeof window !== 'undefined' && accountStored(browserStorage());

/**
 * Loads the store's code and makes the app's one store (once; later calls get the same one).
 * A failed load (offline, a stale deploy) can be tried again.
 */
export function loadAccount(): Promise<AccountStore> {
  loading ??= import('./account-store').then(
    ({ createAccountStore }) => {
      const store = createAccountStore(browserStorage);
      loaded = store;
      for (const listener of listeners) listener(store);
      listeners.clear();
      return store;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The store if it has loaded; the hook reads it, which never loads it (use-account.ts). */
export function loadedAccount(): AccountStore | undefined {
  return loaded;
}

/**
 * Calls `listener` with the store once it has loaded (at once if it has), without loading it;
 * returns a cancel. For code outside React that must not pull the store in itself.
 */
export function whenAccountLoads(listener: Listener): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
