/*
 * The account as the rest of the portal reads it: `useAccount()`, the one answer to "who is
 * signed in". The store itself (zustand with its persist middleware, account-store.ts) is not
 * part of a public page's first load: its module hands itself over here when it is evaluated, at
 * start-up when the browser holds a signed-in account (load-account.ts), otherwise with the first
 * code that signs in, which imports it. Without a stored account nobody is signed in until then.
 */
import { useSyncExternalStore } from 'react';
import { browserStorage, accountStored } from './stored-account';
import type { AccountStoreApi, AccountUser } from './account-state';

type Listener = (store: AccountStoreApi) => void;
let loaded: AccountStoreApi | undefined;
const listeners = new Set<Listener>();

/** Called once by account-store.ts with the app's store. */
export function provideAccountStore(store: AccountStoreApi): void {
  loaded = store;
  for (const listener of listeners) listener(store);
  listeners.clear();
}

/** The store, once its module has loaded. */
export function loadedAccountStore(): AccountStoreApi | undefined {
  return loaded;
}

/** Calls `listener` with the store once it has loaded (at once if it has); returns a cancel. */
export function whenAccountStoreLoads(listener: Listener): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser held a signed-in account when the app started (read once). */
export const accountStoredAtStart = typeof window !== 'undefined' && accountStored(browserStorage());

/**
 * `unknown` while the account cannot be known: at build time, during hydration, and while a
 * stored account waits for the store's code. Otherwise `signed-out`, or the signed-in user (a
 * persisted uid, whether or not the API key is loaded yet).
 */
export type Account = 'unknown' | 'signed-out' | AccountUser;

/** Follows the store, which may still be loading: until it has loaded, a change is its arrival. */
function subscribe(onChange: () => void): () => void {
  if (loaded) return loaded.subscribe(onChange);
  let unsubscribe: (() => void) | undefined;
  const cancel = whenAccountStoreLoads((store) => {
    unsubscribe = store.subscribe(onChange);
    onChange();
  });
  return () => {
    cancel();
    unsubscribe?.();
  };
}

function readAccount(): Account {
  if (!loaded) return accountStoredAtStart ? 'unknown' : 'signed-out';
  const state = loaded.getState();
  return state.uid ? state : 'signed-out';
}

/**
 * The account, safe for prerendered pages: while React hydrates it is `unknown`, as the HTML was
 * rendered at build time without an account, so the first render equals the HTML; the stored
 * account applies in the render right after (once the store has loaded). The top bar renders
 * both looks while it is unknown, and `<html data-session>`, which public/page-init.js sets from
 * the stored account before the first paint, picks one (the attribute keeps its name: page-init.js
 * and the CSS read it).
 */
export function useAccount(): Account {
  return useSyncExternalStore(subscribe, readAccount, () => 'unknown');
}
