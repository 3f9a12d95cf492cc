import { describe, expect, it } from 'vitest';
import { readStoredThemeMode, storeThemeMode, THEME_STORAGE_KEY, themeInitScript } from './theme-mode';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('theme mode storage', () => {
  it('defaults to light when nothing is stored', () => {
    expect(readStoredThemeMode(memoryStorage())).toBe('light');
  });

  it('reads a stored dark choice under theme-mode', () => {
    expect(readStoredThemeMode(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
  });

  it('ignores a corrupt value', () => {
    expect(readStoredThemeMode(memoryStorage({ [THEME_STORAGE_KEY]: '{"oops"' }))).toBe('light');
  });

  it('falls back to light when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredThemeMode(throwing)).toBe('light');
  });

  it('writes the choice under theme-mode', () => {
    const storage = memoryStorage();
    storeThemeMode('dark', storage);
    expect(storage.data.get('theme-mode')).toBe('dark');
  });

  it('ships a head script that reads the same key', () => {
    expect(themeInitScript).toContain('"theme-mode"');
  });
});
