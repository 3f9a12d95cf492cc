import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import {
  createSafeStorage,
  mergePersistedUser,
  migratePersistedUser,
  type PersistedUser,
} from './persisted-user';
import { ACCOUNT_STORAGE_KEY } from './account-storage-key';
import type { AccountState, AccountStore, AccountUser } from './account-state';

/** Version 0 is the shape the original app wrote; 1 adds validation on the way in. */
export const ACCOUNT_STORE_VERSION = 1;

const signedOut = { uid: '', email: '', displayName: '', apiKey: '' } as const;

/** The status starts over with every page load: it is never persisted. */
const initialStatus = { firebaseResolved: false, keyStatus: 'idle', loggingOut: false } as const;

/**
 * The account's store: the persisted user (identity only), the API key in memory and the
 * account's status. Built over a storage getter; tests pass an in-memory Storage. Importing
 * this module creates nothing: the app's one store is made by `loadAccount()` (load-account.ts).
 */
export function createAccountStore(getStorage: () => Storage | undefined): AccountStore {
  return createStore<AccountState>()(
    persist(
      (set) => ({
        ...signedOut,
        ...initialStatus,
        tempUser: null,
        setUser: (user) => set({ ...pickDefined(user), tempUser: null }),
        clearUser: () => set({ ...signedOut }),
        setTempUser: (tempUser) => set({ tempUser: { ...tempUser } }),
        clearTempUser: () => set({ tempUser: null }),
      }),
      {
        name: ACCOUNT_STORAGE_KEY,
        version: ACCOUNT_STORE_VERSION,
        storage: createSafeStorage(getStorage),
        partialize: ({ uid, email, displayName }): PersistedUser => ({ uid, email, displayName }),
        migrate: migratePersistedUser,
        merge: mergePersistedUser,
        onRehydrateStorage: () => (_state, error) => {
          // A migration that throws leaves the account signed out; drop what could not be read.
          if (error) createSafeStorage(getStorage).removeItem(ACCOUNT_STORAGE_KEY);
        },
      },
    ),
  );
}

function pickDefined(user: Partial<AccountUser> & { apiKey?: string }) {
  return Object.fromEntries(Object.entries(user).filter(([, value]) => typeof value === 'string'));
}
