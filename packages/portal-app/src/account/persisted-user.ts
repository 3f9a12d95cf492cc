/*
 * How the account store (account-store.ts) keeps the user in local storage: identity only,
 * checked on the way in. The first-load readers use stored-account.ts instead.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { isRecord } from '../is-record';

/**
 * What the account keeps in local storage: identity only, never the API key.
 * Checked by hand rather than with zod: the store is read on every page's first paint,
 * and three string fields are not worth a validation library on the home route.
 */
export interface PersistedUser {
  uid: string;
  email: string;
  displayName: string;
}

const empty: PersistedUser = { uid: '', email: '', displayName: '' };

/**
 * A JSON storage that never throws: unreadable or malformed JSON is removed and read as
 * "nothing stored", and a full or blocked storage only loses persistence, not the account.
 */
export function createSafeStorage(getStorage: () => Storage | undefined): PersistStorage<PersistedUser> {
  const attempt = <T>(action: (storage: Storage) => T): T | undefined => {
    try {
      const storage = getStorage();
      return storage ? action(storage) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    getItem(name) {
      const raw = attempt((storage) => storage.getItem(name));
      if (raw == null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isRecord(parsed) && 'state' in parsed) return parsed as unknown as StorageValue<PersistedUser>;
      } catch {
        // fall through: corrupt JSON is treated like no account at all
      }
      attempt((storage) => storage.removeItem(name));
      return null;
    },
    setItem(name, value) {
      attempt((storage) => storage.setItem(name, JSON.stringify(value)));
    },
    removeItem(name) {
      attempt((storage) => storage.removeItem(name));
    },
  };
}

/**
 * Upgrades an older persisted shape. Version 0 (the original app) stored the same three
 * fields; anything else it held (an API key written by some build) is dropped here.
 */
export function migratePersistedUser(persisted: unknown, version: number): PersistedUser {
  if (version > 1) return empty; // written by a newer build we cannot read: start signed out
  return toPersistedUser(persisted);
}

/** Merges stored identity into the initial state; a stored value of the wrong shape means signed out. */
export function mergePersistedUser<State extends PersistedUser>(persisted: unknown, current: State): State {
  return { ...current, ...toPersistedUser(persisted) };
}

function toPersistedUser(value: unknown): PersistedUser {
  if (!isRecord(value)) return empty;
  const { uid, email, displayName } = value;
  if (typeof uid !== 'string' || typeof email !== 'string' || typeof displayName !== 'string') return empty;
  // An account without a uid is no account: do not keep a stray e-mail or name.
  return uid ? { uid, email, displayName } : empty;
}
