import { create } from 'zustand';

/** Loading the API key again after a reload (memory only, never persisted). */
export type KeyStatus = 'idle' | 'loading' | 'failed';

interface SessionStatus {
  /** Firebase has read its persisted session and reported the user (or none) at least once. */
  firebaseResolved: boolean;
  keyStatus: KeyStatus;
}

export const useSessionStatus = create<SessionStatus>()(() => ({
  firebaseResolved: false,
  keyStatus: 'idle',
}));
