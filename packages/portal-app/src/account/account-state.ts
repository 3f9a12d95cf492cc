import type { StoreApi } from 'zustand';

/** The fields of a Google account the portal keeps (docs/product.md, "Accounts"). */
export interface AccountUser {
  uid: string;
  email: string;
  displayName: string;
}

/** Loading the API key again after a reload (memory only, never persisted). */
export type KeyStatus = 'idle' | 'loading' | 'failed';

/** The account store's state (account-store.ts): the persisted user, the key, the status. */
export interface AccountState extends AccountUser {
  /** The RemoteRL API key; memory only, never written to browser storage. */
  apiKey: string;
  /** The Google account between sign-up and onboarding; memory only. */
  tempUser: AccountUser | null;
  /** Firebase has read its persisted sign-in and reported the user (or none) at least once. */
  firebaseResolved: boolean;
  keyStatus: KeyStatus;
  /** A log out started from the user area is running; its guard then sends the user home. */
  loggingOut: boolean;
  /** Merges the given fields into the account and drops the temporary user. */
  setUser: (user: Partial<AccountUser> & { apiKey?: string }) => void;
  /** Signs the account out: empties uid, email, displayName and the API key. */
  clearUser: () => void;
  setTempUser: (user: AccountUser) => void;
  clearTempUser: () => void;
}

/** The loaded store (zustand's store API), as `loadAccount()` hands it over. */
export type AccountStore = StoreApi<AccountState>;
