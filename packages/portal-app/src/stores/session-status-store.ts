import { create } from 'zustand';

/** Loading the API key again after a reload (memory only, never persisted). */
export type KeyStatus = 'idle' | 'loading' | 'failed';

interface SessionStatus {
  /** Firebase has read its persisted session and reported the user (or none) at least once. */
  firebaseResolved: boolean;
  keyStatus: KeyStatus;
  /** A log out started from the user area is running; its guard then sends the user home. */
  loggingOut: boolean;
}

export const useSessionStatus = create<SessionStatus>()(() => ({
  firebaseResolved: false,
  keyStatus: 'idle',
  loggingOut: false,
}));
