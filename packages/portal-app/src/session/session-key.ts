/**
 * Local-storage key of the persisted session: the one place it is written. The session store
 * persists under it, and the build writes it into /page-init.js (build/page-init.ts), which reads
 * it before the first paint.
 */
export const SESSION_STORAGE_KEY = 'user-store';
