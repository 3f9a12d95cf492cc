import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_STORE_VERSION } from './session-store';
import { SESSION_STORAGE_KEY } from './session-key';
import { sessionStored } from './stored-session';

const storageWith = (value: string | undefined) => ({
  getItem: (key: string) => (key === SESSION_STORAGE_KEY ? (value ?? null) : null),
});
const persisted = (state: unknown, version = SESSION_STORE_VERSION) => JSON.stringify({ state, version });
const ada = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada' };

describe('sessionStored', () => {
  it('sees a stored uid, as public/page-init.js does', () => {
    expect(sessionStored(storageWith(persisted(ada)))).toBe(true);
  });

  it('sees nothing without a uid, without an entry, without storage or in JSON it cannot read', () => {
    expect(sessionStored(storageWith(persisted({ ...ada, uid: '' })))).toBe(false);
    expect(sessionStored(storageWith(undefined))).toBe(false);
    expect(sessionStored(undefined)).toBe(false);
    expect(sessionStored(storageWith('{"state":{"uid":'))).toBe(false);
    expect(sessionStored(storageWith('"hello"'))).toBe(false);
  });

  // The store is only loaded at start-up when this says so: a session it would restore must
  // never be overlooked, or a signed-in visitor would look signed out.
  it.each([
    ['a current session', persisted(ada)],
    [
      'the original (version 0) shape with an API key',
      persisted({ ...ada, apiKey: 'api_c2a9e6f1-7b3d-4e05-9f8a-1d6b4c0e2a59' }, 0),
    ],
  ])('counts %s, which the store restores as signed in, as stored', (_label, value) => {
    const storage = { ...storageWith(value), setItem: () => undefined, removeItem: () => undefined };
    expect(createSessionStore(() => storage as unknown as Storage).getState().uid).toBe(ada.uid);
    expect(sessionStored(storage)).toBe(true);
  });
});

describe('whenSessionStoreLoads', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('hands the store over once its module provides it, and at once afterwards', async () => {
    const onDemand = await import('./session');
    const early = vi.fn();
    const cancelled = vi.fn();
    onDemand.whenSessionStoreLoads(early);
    onDemand.whenSessionStoreLoads(cancelled)();
    expect(onDemand.loadedSessionStore()).toBeUndefined();

    const { useSessionStore } = await import('./session-store');
    expect(early).toHaveBeenCalledWith(useSessionStore);
    expect(cancelled).not.toHaveBeenCalled();
    expect(onDemand.loadedSessionStore()).toBe(useSessionStore);
    const late = vi.fn();
    onDemand.whenSessionStoreLoads(late);
    expect(late).toHaveBeenCalledWith(useSessionStore);
  });
});
