import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  createSafeStorage,
  mergePersistedUser,
  migratePersistedUser,
  type PersistedUser,
} from './user-persistence';
import { browserStorage, USER_STORE_KEY } from './stored-session';
import { provideUserStore } from './user-store-on-demand';

/** The fields of a Google account the portal keeps (spec §3). */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
}

export interface UserState extends SessionUser {
  /** The RemoteRL API key; memory only, never written to browser storage. */
  apiKey: string;
  /** The Google account between sign-up and onboarding; memory only. */
  tempUser: SessionUser | null;
  /** Merges the given fields into the session and drops the temporary user. */
  setUser: (user: Partial<SessionUser> & { apiKey?: string }) => void;
  /** Signs the session out: empties uid, email, displayName and the API key. */
  clearUser: () => void;
  setTempUser: (user: SessionUser) => void;
  clearTempUser: () => void;
}

/** Version 0 is the shape the original app wrote; 1 adds validation on the way in. */
export const USER_STORE_VERSION = 1;

const signedOut = { uid: '', email: '', displayName: '', apiKey: '' } as const;

/** Builds the store over a storage getter; tests pass an in-memory Storage. */
export function createUserStore(getStorage: () => Storage | undefined) {
  return create<UserState>()(
    persist(
      (set) => ({
        ...signedOut,
        tempUser: null,
        setUser: (user) => set({ ...pickDefined(user), tempUser: null }),
        clearUser: () => set({ ...signedOut }),
        setTempUser: (tempUser) => set({ tempUser: { ...tempUser } }),
        clearTempUser: () => set({ tempUser: null }),
      }),
      {
        name: USER_STORE_KEY,
        version: USER_STORE_VERSION,
        storage: createSafeStorage(getStorage),
        partialize: ({ uid, email, displayName }): PersistedUser => ({ uid, email, displayName }),
        migrate: migratePersistedUser,
        merge: mergePersistedUser,
        onRehydrateStorage: () => (_state, error) => {
          // A migration that throws leaves the session signed out; drop what could not be read.
          if (error) createSafeStorage(getStorage).removeItem(USER_STORE_KEY);
        },
      },
    ),
  );
}

function pickDefined(user: Partial<SessionUser> & { apiKey?: string }) {
  return Object.fromEntries(Object.entries(user).filter(([, value]) => typeof value === 'string'));
}

/** The signed-in user. Signed in at first paint = `Boolean(useUserStore((s) => s.uid))`. */
export const useUserStore = createUserStore(browserStorage);
export type UserStore = typeof useUserStore;

// Code that reads the session without importing this module (the public pages') gets the store now.
provideUserStore(useUserStore);
