/*
 * What the browser stores of the account, as read before the account store has loaded: by
 * account.ts at start-up. Kept apart from the store (account-store.ts, persisted-user.ts) so a
 * public page's first load does not pull them in.
 */
import { isRecord } from '../is-record';
import { ACCOUNT_STORAGE_KEY } from './account-storage-key';

/** The browser's storage, or none where it is blocked (the account then lives in memory). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames).
    return undefined;
  }
}

/**
 * Whether `storage` holds a signed-in account the store may restore: a uid, as public/page-init.js checks
 * before the first paint. Whatever the store would read as signed in passes (its checks are
 * stricter), so a signed-in account is never overlooked.
 */
export function accountStored(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(ACCOUNT_STORAGE_KEY) ?? 'null');
    const state: unknown = isRecord(stored) ? stored.state : undefined;
    return isRecord(state) && typeof state.uid === 'string' && state.uid !== '';
  } catch {
    return false; // unreadable storage or JSON: the store reads that as signed out as well
  }
}
