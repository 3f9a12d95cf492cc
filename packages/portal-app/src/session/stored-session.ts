/*
 * What the browser stores of the session, as read before the session store has loaded: by
 * session.ts at start-up. Kept apart from the store (session-store.ts, persisted-user.ts) so a
 * public page's first load does not pull them in.
 */
import { isRecord } from '../is-record';
import { SESSION_STORAGE_KEY } from './session-key';

/** The browser's storage, or none where it is blocked (the session then lives in memory). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames).
    return undefined;
  }
}

/**
 * Whether `storage` holds a session the store may restore: a uid, as public/page-init.js checks
 * before the first paint. Whatever the store would read as signed in passes (its checks are
 * stricter), so a session is never overlooked.
 */
export function sessionStored(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(SESSION_STORAGE_KEY) ?? 'null');
    const state: unknown = isRecord(stored) ? stored.state : undefined;
    return isRecord(state) && typeof state.uid === 'string' && state.uid !== '';
  } catch {
    return false; // unreadable storage or JSON: the store reads that as signed out as well
  }
}
