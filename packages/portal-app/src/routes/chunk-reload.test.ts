import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('chunk reload guard', () => {
  it('reloads once when online, then refuses within the window', () => {
    const storage = memoryStorage();
    expect(claimChunkReload({ online: true, now: 1_000_000, storage })).toBe(true);
    expect(claimChunkReload({ online: true, now: 1_030_000, storage })).toBe(false);
  });

  it('allows another reload for a later incident', () => {
    const storage = memoryStorage({ 'chunk-reload-at': '1000000' });
    expect(claimChunkReload({ online: true, now: 1_000_000 + 61_000, storage })).toBe(true);
  });

  it('never reloads offline (the error page is shown instead)', () => {
    expect(claimChunkReload({ online: false, now: 1, storage: memoryStorage() })).toBe(false);
  });

  it('never reloads without storage, since "at most once" could not be kept', () => {
    expect(claimChunkReload({ online: true, now: 1, storage: undefined })).toBe(false);
  });

  it('treats a corrupt mark as no previous reload', () => {
    expect(
      claimChunkReload({ online: true, now: 5, storage: memoryStorage({ 'chunk-reload-at': 'x' }) }),
    ).toBe(true);
  });
});

describe('chunk load errors', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/pricing-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/x.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
