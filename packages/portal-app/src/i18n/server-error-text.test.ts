import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http';
import en from './locales/en/server-errors.json';
import ko from './locales/ko/server-errors.json';
import { serverErrorText, TRANSLATED_SERVER_ERROR_CODES } from './server-error-text';

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values && 'amount' in values ? `|${String(values.amount)}` : ''}`) as unknown as TFunction;

describe('serverErrorText', () => {
  it('has a text in English and Korean for every code it translates', () => {
    for (const codes of [en.common.serverErrors.codes, ko.common.serverErrors.codes]) {
      expect(Object.keys(codes).sort()).toEqual([...TRANSLATED_SERVER_ERROR_CODES].sort());
    }
  });

  it('names the amount of the charge rule in price errors', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new HttpError(400, '{}', 'Price is above the maximum', 'call', 'price_max');
    expect(serverErrorText(error, t)).toBe('common.serverErrors.codes.price_max|$10,000');
  });

  it('falls back for anything else', () => {
    expect(serverErrorText(new TypeError('Failed to fetch'), t)).toBe('common.serverErrors.generic');
    expect(serverErrorText(new HttpError(400, '', undefined, 'call', 'json_too_deep'), t, 'fallback')).toBe(
      'fallback',
    );
  });
});
