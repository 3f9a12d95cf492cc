import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  createSafeStorage,
  mergePersistedUser,
  migratePersistedUser,
  type PersistedUser,
} from './persisted-user';
import { SESSION_STORAGE_KEY } from './session-key';
import { browserStorage } from './stored-session';
import { provideSessionStore } from './session';
import type { SessionState, SessionUser } from './session-state';

export type { SessionState, SessionUser } from './session-state';

/** Version 0 is the shape the original app wrote; 1 adds validation on the way in. */
export const SESSION_STORE_VERSION = 1;

const signedOut = { uid: '', email: '', displayName: '', apiKey: '' } as const;

/** The status starts over with every page load: it is never persisted. */
const initialStatus = { firebaseResolved: false, keyStatus: 'idle', loggingOut: false } as const;

/**
 * The session's store: the persisted user (identity only), the API key in memory and the
 * session's status. Built over a storage getter; tests pass an in-memory Storage.
 */
export function createSessionStore(getStorage: () => Storage | undefined) {
  return create<SessionState>()(
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
        name: SESSION_STORAGE_KEY,
        version: SESSION_STORE_VERSION,
        storage: createSafeStorage(getStorage),
        partialize: ({ uid, email, displayName }): PersistedUser => ({ uid, email, displayName }),
        migrate: migratePersistedUser,
        merge: mergePersistedUser,
        onRehydrateStorage: () => (_state, error) => {
          // A migration that throws leaves the session signed out; drop what could not be read.
          if (error) createSafeStorage(getStorage).removeItem(SESSION_STORAGE_KEY);
        },
      },
    ),
  );
}

function pickDefined(user: Partial<SessionUser> & { apiKey?: string }) {
  return Object.fromEntries(Object.entries(user).filter(([, value]) => typeof value === 'string'));
}

/** The app's session store. */
export const useSessionStore = createSessionStore(browserStorage);

// Code that reads the session without importing this module (the public pages') gets the store now.
provideSessionStore(useSessionStore);
