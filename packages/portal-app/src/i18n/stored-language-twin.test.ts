import { describe, expect, it } from 'vitest';
import { storedLanguageTwin } from './stored-language-twin';

const storing = (language: string | null) => ({ getItem: () => language });
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('storedLanguageTwin', () => {
  it('sends a stored Korean choice from an English page to its Korean twin, query and hash kept', () => {
    expect(storedLanguageTwin(at('/pricing', '?plan=premium', '#faq'), storing('ko'), ['en-US'])).toBe(
      '/ko/pricing?plan=premium#faq',
    );
    expect(storedLanguageTwin(at('/'), storing('ko'), [])).toBe('/ko');
  });

  it('sends a stored English choice from a Korean page to its English twin', () => {
    expect(storedLanguageTwin(at('/ko/about'), storing('en'), ['ko-KR'])).toBe('/about');
  });

  it('without a choice, follows a browser that prefers Korean, as page-init.js does', () => {
    expect(storedLanguageTwin(at('/pricing'), storing(null), ['ko-KR', 'en'])).toBe('/ko/pricing');
    expect(storedLanguageTwin(at('/ko/pricing'), storing(null), ['en-US', 'ko'])).toBeUndefined();
  });

  it('leaves pages without twins and pages already in the language alone', () => {
    expect(storedLanguageTwin(at('/user/dashboard'), storing('ko'), [])).toBeUndefined();
    expect(storedLanguageTwin(at('/ko/pricing'), storing('ko'), [])).toBeUndefined();
  });

  it('stays when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedLanguageTwin(at('/pricing'), blocked, ['ko'])).toBeUndefined();
  });
});
