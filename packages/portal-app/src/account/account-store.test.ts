import { describe, expect, it } from 'vitest';
import { ACCOUNT_STORAGE_KEY } from './account-storage-key';
import { createAccountStore, ACCOUNT_STORE_VERSION } from './account-store';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const ada = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' };

function storeWith(stored?: string) {
  const storage = new MemoryStorage();
  if (stored !== undefined) storage.setItem(ACCOUNT_STORAGE_KEY, stored);
  return { storage, store: createAccountStore(() => storage) };
}

const stored = (storage: Storage) => JSON.parse(storage.getItem(ACCOUNT_STORAGE_KEY) ?? 'null');

describe('user store actions', () => {
  it('starts signed out', () => {
    const { store } = storeWith();
    expect(store.getState()).toMatchObject({
      uid: '',
      email: '',
      displayName: '',
      apiKey: '',
      tempUser: null,
    });
  });

  it('setUser merges fields and clears the temporary user', () => {
    const { store } = storeWith();
    store.getState().setTempUser(ada);
    store.getState().setUser({ ...ada, apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' });
    store.getState().setUser({ displayName: 'Ada L.' });
    expect(store.getState()).toMatchObject({
      ...ada,
      displayName: 'Ada L.',
      apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47',
      tempUser: null,
    });
  });

  it('clearUser empties the identity and the key', () => {
    const { store, storage } = storeWith();
    store.getState().setUser({ ...ada, apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' });
    store.getState().clearUser();
    expect(store.getState()).toMatchObject({ uid: '', email: '', displayName: '', apiKey: '' });
    expect(stored(storage).state).toEqual({ uid: '', email: '', displayName: '' });
  });

  it('keeps a copy of the temporary user and clears it on request', () => {
    const { store } = storeWith();
    const temp = { ...ada };
    store.getState().setTempUser(temp);
    temp.displayName = 'changed';
    expect(store.getState().tempUser).toEqual(ada);
    store.getState().clearTempUser();
    expect(store.getState().tempUser).toBeNull();
  });
});

describe('user store persistence', () => {
  it('persists only uid, email and displayName, versioned', () => {
    const { store, storage } = storeWith();
    store.getState().setTempUser(ada);
    store.getState().setUser({ ...ada, apiKey: 'api_5e1c0b7a-93d2-4c8f-b1e6-0f4a2d9c7b38' });
    expect(stored(storage)).toEqual({ state: ada, version: ACCOUNT_STORE_VERSION });
    expect(storage.getItem(ACCOUNT_STORAGE_KEY)).not.toContain('api_5e1c0b7a-93d2-4c8f-b1e6-0f4a2d9c7b38');
  });

  it('restores a stored account without a key', () => {
    const { store } = storeWith(JSON.stringify({ state: ada, version: ACCOUNT_STORE_VERSION }));
    expect(store.getState()).toMatchObject({ ...ada, apiKey: '', tempUser: null });
  });

  it('migrates the original (version 0) shape and drops a stored API key', () => {
    const { store, storage } = storeWith(
      JSON.stringify({ state: { ...ada, apiKey: 'api_c2a9e6f1-7b3d-4e05-9f8a-1d6b4c0e2a59' }, version: 0 }),
    );
    expect(store.getState()).toMatchObject({ ...ada, apiKey: '' });
    expect(stored(storage)).toEqual({ state: ada, version: ACCOUNT_STORE_VERSION });
  });

  it('starts signed out when a newer build wrote the value', () => {
    const { store } = storeWith(JSON.stringify({ state: ada, version: ACCOUNT_STORE_VERSION + 1 }));
    expect(store.getState().uid).toBe('');
  });

  it.each([
    ['corrupt JSON', '{"state":{"uid":'],
    ['a bare string', '"hello"'],
    ['null', 'null'],
    ['a state of the wrong shape', JSON.stringify({ state: { uid: 42 }, version: ACCOUNT_STORE_VERSION })],
    ['a null state', JSON.stringify({ state: null, version: ACCOUNT_STORE_VERSION })],
    [
      'identity without a uid',
      JSON.stringify({ state: { ...ada, uid: '' }, version: ACCOUNT_STORE_VERSION }),
    ],
  ])('falls back to signed out on %s', (_label, value) => {
    const { store } = storeWith(value);
    expect(store.getState()).toMatchObject({ uid: '', email: '', displayName: '', apiKey: '' });
    store.getState().setUser(ada);
    expect(store.getState().uid).toBe(ada.uid);
  });

  it('keeps working in memory when storage throws', () => {
    const broken = new MemoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createAccountStore(() => broken);
    store.getState().setUser({ ...ada, apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' });
    expect(store.getState()).toMatchObject({ ...ada, apiKey: 'api_7d3e9a52-1c4b-4f8e-a6d2-5b9c0e1f3a47' });
  });

  it('works without any storage at all', () => {
    const store = createAccountStore(() => undefined);
    store.getState().setUser(ada);
    expect(store.getState().uid).toBe(ada.uid);
  });
});
