/*
 * The account as React reads it: `useAccount()`, the one answer to "who is signed in", and
 * `useAccount(select)` for the rest of its state (the key, its status, the temporary user). It
 * never loads the store (load-account.ts does): until it has loaded, a stored account reads as
 * `unknown` and everything else as signed out.
 */
import { useSyncExternalStore } from 'react';
import { accountStoredAtStart, loadedAccount, whenAccountLoads } from './load-account';
import type { AccountState, AccountUser } from './account-state';

/**
 * `unknown` while the account cannot be known: at build time, during hydration, and while a
 * stored account waits for the store's code. Otherwise `signed-out`, or the signed-in user (a
 * persisted uid, whether or not the API key is loaded yet).
 */
export type Account = 'unknown' | 'signed-out' | AccountUser;

const notLoadedYet = (): never => {
  throw new Error('The account has not loaded: await loadAccount() before changing it.');
};

/** What a selection reads before the store has loaded: signed out, with actions that refuse. */
const beforeLoad: AccountState = {
  uid: '',
  email: '',
  displayName: '',
  apiKey: '',
  tempUser: null,
  firebaseResolved: false,
  keyStatus: 'idle',
  loggingOut: false,
  setUser: notLoadedYet,
  clearUser: notLoadedYet,
  setTempUser: notLoadedYet,
  clearTempUser: notLoadedYet,
};

/** Follows the store, which may still be loading: until it has loaded, a change is its arrival. */
function subscribe(onChange: () => void): () => void {
  const store = loadedAccount();
  if (store) return store.subscribe(onChange);
  let unsubscribe: (() => void) | undefined;
  const cancel = whenAccountLoads((arrived) => {
    unsubscribe = arrived.subscribe(onChange);
    onChange();
  });
  return () => {
    cancel();
    unsubscribe?.();
  };
}

function readAccount(): Account {
  const store = loadedAccount();
  if (!store) return accountStoredAtStart ? 'unknown' : 'signed-out';
  const state = store.getState();
  return state.uid ? state : 'signed-out';
}

const readAccountAtBuild = (): Account => 'unknown';

/**
 * The account, safe for prerendered pages: while React hydrates it is `unknown`, as the HTML was
 * rendered at build time without an account, so the first render equals the HTML; the stored
 * account applies in the render right after (once the store has loaded). The top bar renders
 * both looks while it is unknown, and `<html data-session>`, which public/page-init.js sets from
 * the stored account before the first paint, picks one (the attribute keeps its name: page-init.js
 * and the CSS read it).
 *
 * With `select`, a part of the account's state (return a value or a kept reference, not a new
 * object, as with any external store), read as signed out until the store has loaded.
 */
export function useAccount(): Account;
export function useAccount<Selected>(select: (state: AccountState) => Selected): Selected;
export function useAccount<Selected>(select?: (state: AccountState) => Selected): Account | Selected {
  const read = select ? () => select(loadedAccount()?.getState() ?? beforeLoad) : readAccount;
  const readAtBuild = select ? () => select(beforeLoad) : readAccountAtBuild;
  return useSyncExternalStore<Account | Selected>(subscribe, read, readAtBuild);
}
