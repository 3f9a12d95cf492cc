/**
 * Local-storage key of the persisted account: the one place it is written. The account store
 * persists under it, and the build writes it into /page-init.js (build/page-init.ts), which reads
 * it before the first paint.
 */
export const ACCOUNT_STORAGE_KEY = 'user-store';
