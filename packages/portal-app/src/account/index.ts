/*
 * The account's doors, and the only module outside src/account/ may import (lint,
 * eslint.config.js): one loader, `loadAccount()`, and one hook, `useAccount()`. Code outside
 * React that must not load the store itself waits for it with `whenAccountLoads()`
 * (docs/decisions.md, "The account has two doors").
 */
export { accountStoredAtStart, loadAccount, whenAccountLoads } from './load-account';
export { useAccount, type Account } from './use-account';
export type { AccountState, AccountStore, AccountUser, KeyStatus } from './account-state';
export { ACCOUNT_STORAGE_KEY } from './account-storage-key';
