/**
 * What the browser stores of the session, read by the user store (user-store.ts, through
 * user-persistence.ts) and, before that store has loaded, by user-store-on-demand.ts. Kept apart
 * so those first-load readers do not pull in the store itself.
 */
import { isRecord } from '../is-record';

/** Local-storage key of the persisted session (read by public/page-init.js too). */
export const USER_STORE_KEY = 'user-store';

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
    const stored: unknown = JSON.parse(storage?.getItem(USER_STORE_KEY) ?? 'null');
    const state: unknown = isRecord(stored) ? stored.state : undefined;
    return isRecord(state) && typeof state.uid === 'string' && state.uid !== '';
  } catch {
    return false; // unreadable storage or JSON: the store reads that as signed out as well
  }
}
