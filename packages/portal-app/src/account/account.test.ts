import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountStore, ACCOUNT_STORE_VERSION } from './account-store';
import { ACCOUNT_STORAGE_KEY } from './account-storage-key';
import { accountStored } from './stored-account';

const storageWith = (value: string | undefined) => ({
  getItem: (key: string) => (key === ACCOUNT_STORAGE_KEY ? (value ?? null) : null),
});
const persisted = (state: unknown, version = ACCOUNT_STORE_VERSION) => JSON.stringify({ state, version });
const ada = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' };

describe('accountStored', () => {
  it('sees a stored uid, as public/page-init.js does', () => {
    expect(accountStored(storageWith(persisted(ada)))).toBe(true);
  });

  it('sees nothing without a uid, without an entry, without storage or in JSON it cannot read', () => {
    expect(accountStored(storageWith(persisted({ ...ada, uid: '' })))).toBe(false);
    expect(accountStored(storageWith(undefined))).toBe(false);
    expect(accountStored(undefined)).toBe(false);
    expect(accountStored(storageWith('{"state":{"uid":'))).toBe(false);
    expect(accountStored(storageWith('"hello"'))).toBe(false);
  });

  // The store is only loaded at start-up when this says so: an account it would restore must
  // never be overlooked, or a signed-in visitor would look signed out.
  it.each([
    ['a current account', persisted(ada)],
    [
      'the original (version 0) shape with an API key',
      persisted({ ...ada, apiKey: 'api_c2a9e6f1-7b3d-4e05-9f8a-1d6b4c0e2a59' }, 0),
    ],
  ])('counts %s, which the store restores as signed in, as stored', (_label, value) => {
    const storage = { ...storageWith(value), setItem: () => undefined, removeItem: () => undefined };
    expect(createAccountStore(() => storage as unknown as Storage).getState().uid).toBe(ada.uid);
    expect(accountStored(storage)).toBe(true);
  });
});

describe('loadAccount', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.doUnmock('./account-store');
  });

  it("creates no store when the store's module is imported", async () => {
    const doors = await import('./index');
    const early = vi.fn();
    doors.whenAccountLoads(early);
    await import('./account-store');
    expect(early).not.toHaveBeenCalled();
  });

  it('makes one store, hands it to those waiting, and at once afterwards', async () => {
    const doors = await import('./index');
    const early = vi.fn();
    const cancelled = vi.fn();
    doors.whenAccountLoads(early);
    doors.whenAccountLoads(cancelled)();

    const store = await doors.loadAccount();
    expect(early).toHaveBeenCalledWith(store);
    expect(cancelled).not.toHaveBeenCalled();
    await expect(doors.loadAccount()).resolves.toBe(store);
    const late = vi.fn();
    doors.whenAccountLoads(late);
    expect(late).toHaveBeenCalledWith(store);
  });

  it('can be tried again after its code failed to load', async () => {
    vi.doMock('./account-store', () => {
      throw new Error('offline');
    });
    const doors = await import('./index');
    await expect(doors.loadAccount()).rejects.toThrow();
    vi.doUnmock('./account-store');
    vi.resetModules();
    // The same loader module, with the store's module reachable again.
    await expect(doors.loadAccount()).resolves.toMatchObject({ getState: expect.any(Function) });
  });
});
