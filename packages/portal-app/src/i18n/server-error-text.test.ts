import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { USER_ERROR_CODES } from '@remoterl/contract/error-text';
import { ERROR_CODES } from '@remoterl/contract/errors';
import { HttpError, readOk } from '../api/http';
import en from './locales/en/server-errors.json';
import ko from './locales/ko/server-errors.json';
import { serverErrorText, translatedServerError } from './server-error-text';

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values && 'amount' in values ? `|${String(values.amount)}` : ''}`) as unknown as TFunction;

describe('serverErrorText', () => {
  it('has a text in English and Korean for every code it translates', () => {
    for (const codes of [en.common.serverErrors.codes, ko.common.serverErrors.codes]) {
      expect(Object.keys(codes).sort()).toEqual([...USER_ERROR_CODES].sort());
    }
  });

  it('has words for every code the backend can answer to a portal call', () => {
    // The rest are the portal's own mistakes (a request outside the contract: the generic text is
    // all a user can act on) or answers to callers other than the portal.
    const notForUsers = [
      ...['route_not_found', 'method_not_allowed', 'unsupported_media_type', 'body_too_large'],
      ...['headers_too_large', 'bad_request', 'empty_body', 'malformed_json', 'json_too_deep'],
      'invalid_request',
      // The portal calls the backend at the address it was built with: a foreign Host is a
      // deployment's mistake, not one a user can mend.
      'misdirected_request',
      // Receipt links open in the browser; the outbox is read by tests and operators.
      ...['unknown_receipt', 'outbox_token_required', 'invalid_page'],
      // The key check answers clients that hold an API key, not the signed-in portal; a disabled
      // owner's receipt link and key check answer account_disabled, the portal's calls 401.
      ...['api_key_invalid', 'api_key_missing', 'account_disabled'],
      // The sign-in flows turn it into their "new user" outcome (sign-up, onboarding).
      'not_registered',
    ];
    const translated = new Set<string>(USER_ERROR_CODES);
    expect(ERROR_CODES.filter((code) => !translated.has(code) && !notForUsers.includes(code))).toEqual([]);
  });

  it('reads a coded answer without logging, for pages that show it while rendering', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new HttpError(429, '{}', 'Too many', 'The session event stream', 'too_many_streams');
    expect(translatedServerError(error, t)).toBe('common.serverErrors.codes.too_many_streams');
    expect(
      translatedServerError(new HttpError(400, '', undefined, 'call', 'json_too_deep'), t),
    ).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('names the amount of the charge rule in price errors', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new HttpError(400, '{}', 'Price is above the maximum', 'call', 'price_max');
    expect(serverErrorText(error, t)).toBe('common.serverErrors.codes.price_max|10000');
  });

  it('says how long to wait when a limit answers 429 with Retry-After', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = new Response('{"error":"Too Many Requests","code":"rate_limited"}', {
      status: 429,
      headers: { 'Retry-After': '42' },
    });
    const error = await readOk(response, 'The checkout').catch((caught: unknown) => caught);
    const withSeconds = ((key: string, values?: Record<string, unknown>) =>
      `${key}|${String(values?.seconds)}`) as unknown as TFunction;
    expect(serverErrorText(error, withSeconds)).toBe('common.serverErrors.rateLimitedWait|42');
    expect(en.common.serverErrors.rateLimitedWait).toContain('{{seconds}}');
    expect(ko.common.serverErrors.rateLimitedWait).toContain('{{seconds}}');
    // Without the header the code's own text stands.
    expect(serverErrorText(new HttpError(429, '{}', 'x', 'call', 'rate_limited'), t)).toBe(
      'common.serverErrors.codes.rate_limited',
    );
  });

  it('falls back for anything else', () => {
    expect(serverErrorText(new TypeError('Failed to fetch'), t)).toBe('common.serverErrors.generic');
    expect(serverErrorText(new HttpError(400, '', undefined, 'call', 'json_too_deep'), t, 'fallback')).toBe(
      'fallback',
    );
  });
});
