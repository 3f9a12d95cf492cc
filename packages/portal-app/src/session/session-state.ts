/** The fields of a Google account the portal keeps (docs/product.md, "Accounts"). */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
}

/** Loading the API key again after a reload (memory only, never persisted). */
export type KeyStatus = 'idle' | 'loading' | 'failed';

/** The session store's state (session-store.ts): the persisted user, the key, the status. */
export interface SessionState extends SessionUser {
  /** The RemoteRL API key; memory only, never written to browser storage. */
  apiKey: string;
  /** The Google account between sign-up and onboarding; memory only. */
  tempUser: SessionUser | null;
  /** Firebase has read its persisted session and reported the user (or none) at least once. */
  firebaseResolved: boolean;
  keyStatus: KeyStatus;
  /** A log out started from the user area is running; its guard then sends the user home. */
  loggingOut: boolean;
  /** Merges the given fields into the session and drops the temporary user. */
  setUser: (user: Partial<SessionUser> & { apiKey?: string }) => void;
  /** Signs the session out: empties uid, email, displayName and the API key. */
  clearUser: () => void;
  setTempUser: (user: SessionUser) => void;
  clearTempUser: () => void;
}

/** What the first-load code needs of the store (zustand's store API). */
export interface SessionStoreApi {
  getState: () => SessionState;
  subscribe: (listener: (state: SessionState) => void) => () => void;
}
