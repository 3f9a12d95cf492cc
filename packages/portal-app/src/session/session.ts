/*
 * The session as the rest of the portal reads it: `useSession()`, the one answer to "who is
 * signed in". The store itself (zustand with its persist middleware, session-store.ts) is not
 * part of a public page's first load: its module hands itself over here when it is evaluated, at
 * start-up when the browser holds a session (load-session.ts), otherwise with the first code that
 * signs in, which imports it. Without a stored session nobody is signed in until then.
 */
import { useSyncExternalStore } from 'react';
import { browserStorage, sessionStored } from './stored-session';
import type { SessionStoreApi, SessionUser } from './session-state';

type Listener = (store: SessionStoreApi) => void;
let loaded: SessionStoreApi | undefined;
const listeners = new Set<Listener>();

/** Called once by session-store.ts with the app's store. */
export function provideSessionStore(store: SessionStoreApi): void {
  loaded = store;
  for (const listener of listeners) listener(store);
  listeners.clear();
}

/** The store, once its module has loaded. */
export function loadedSessionStore(): SessionStoreApi | undefined {
  return loaded;
}

/** Calls `listener` with the store once it has loaded (at once if it has); returns a cancel. */
export function whenSessionStoreLoads(listener: Listener): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser held a session when the app started (read once). */
export const sessionStoredAtStart = typeof window !== 'undefined' && sessionStored(browserStorage());

/**
 * `unknown` while the session cannot be known: at build time, during hydration, and while a
 * stored session waits for the store's code. Otherwise `signed-out`, or the signed-in user (a
 * persisted uid, whether or not the API key is loaded yet).
 */
export type Session = 'unknown' | 'signed-out' | SessionUser;

/** Follows the store, which may still be loading: until it has loaded, a change is its arrival. */
function subscribe(onChange: () => void): () => void {
  if (loaded) return loaded.subscribe(onChange);
  let unsubscribe: (() => void) | undefined;
  const cancel = whenSessionStoreLoads((store) => {
    unsubscribe = store.subscribe(onChange);
    onChange();
  });
  return () => {
    cancel();
    unsubscribe?.();
  };
}

function readSession(): Session {
  if (!loaded) return sessionStoredAtStart ? 'unknown' : 'signed-out';
  const state = loaded.getState();
  return state.uid ? state : 'signed-out';
}

/**
 * The session, safe for prerendered pages: while React hydrates it is `unknown`, as the HTML was
 * rendered at build time without a session, so the first render equals the HTML; the stored
 * session applies in the render right after (once the store has loaded). The top bar renders
 * both looks while it is unknown, and `<html data-session>`, which public/page-init.js sets from
 * the stored session before the first paint, picks one.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, () => 'unknown');
}
