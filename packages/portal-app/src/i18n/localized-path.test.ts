import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath, unprefixedPath } from './localized-path';

describe('localized paths', () => {
  it('reads the language from the prefix only', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/pricing')).toBe('en');
    expect(languageOfPath('/ko')).toBe('ko');
    expect(languageOfPath('/ko/pricing')).toBe('ko');
    expect(languageOfPath('/korea')).toBe('en');
  });

  it('moves a path between its twins', () => {
    expect(localizedPath('/', 'ko')).toBe('/ko');
    expect(localizedPath('/pricing', 'ko')).toBe('/ko/pricing');
    expect(localizedPath('/ko/pricing', 'en')).toBe('/pricing');
    expect(localizedPath('/ko', 'en')).toBe('/');
    expect(localizedPath('/ko/terms', 'ko')).toBe('/ko/terms');
    expect(unprefixedPath('/ko/about')).toBe('/about');
  });
});
