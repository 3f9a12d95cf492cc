import { describe, expect, it } from 'vitest';
import { englishMessages } from './messages-en';
import { koreanMessages } from './messages-ko';
import { resolveUiMessages } from './resolve-messages';

describe('resolveUiMessages', () => {
  it('matches a locale by its language subtag', () => {
    expect(resolveUiMessages('ko')).toBe(koreanMessages);
    expect(resolveUiMessages('ko-KR')).toBe(koreanMessages);
    expect(resolveUiMessages('EN_gb')).toBe(englishMessages);
  });

  it('falls back to English for a language without a table', () => {
    expect(resolveUiMessages('fr')).toBe(englishMessages);
    expect(resolveUiMessages('')).toBe(englishMessages);
  });

  it('puts the app’s overrides on top of the table', () => {
    const messages = resolveUiMessages('ko', { close: 'Fermer' });
    expect(messages.close).toBe('Fermer');
    expect(messages.copy).toBe(koreanMessages.copy);
  });
});
