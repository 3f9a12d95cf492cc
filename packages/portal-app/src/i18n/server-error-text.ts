import type { TFunction } from 'i18next';
import { CHARGE_RULE } from '@remoterl/product';
import { HttpError } from '../api/http';

/**
 * The backend's error codes the portal has words for (`common.serverErrors.codes.<code>` in
 * every language's server-errors.json, which the user area loads). The server's own `error`
 * text is English for logs; users read these.
 */
export const TRANSLATED_SERVER_ERROR_CODES = [
  'unknown_order',
  'order_cancelled',
  'order_not_approved',
  'order_forbidden',
  'order_token_required',
  'price_required',
  'price_not_number',
  'price_min',
  'price_max',
  'price_step',
  'name_required',
  'country_required',
  'city_required',
  'no_account',
  'rate_limited',
  'missing_token',
  'invalid_token',
  'unauthorized',
  'uid_mismatch',
  'forbidden',
  'not_found',
  'auth_unavailable',
  'internal_error',
  'api_key_stale',
  'threshold_invalid',
  'usage_days_invalid',
  'unknown_session',
  'too_many_streams',
  'payments_unavailable',
  'misdirected_request',
  'account_disabled',
  'email_not_verified',
  'order_expired',
  'name_too_long',
  'country_too_long',
  'city_too_long',
  'timestamp_invalid',
] as const;

const translated = new Set<string>(TRANSLATED_SERVER_ERROR_CODES);

/** The amount a price code names, from the one charge rule the backend enforces too. */
const PRICE_AMOUNTS: Record<string, number> = {
  price_min: CHARGE_RULE.min,
  price_max: CHARGE_RULE.max,
  price_step: CHARGE_RULE.step,
};

/**
 * The text for a failed backend call's code in the active language, or undefined when the
 * portal has none (an older server without codes, a new code, a network failure). Pure: pages
 * call it while rendering.
 */
export function translatedServerError(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof HttpError) || !error.code || !translated.has(error.code)) return undefined;
  if (error.code === 'rate_limited' && error.retryAfterSeconds !== undefined) {
    return t('common.serverErrors.rateLimitedWait', { seconds: error.retryAfterSeconds });
  }
  const amount = PRICE_AMOUNTS[error.code];
  return t(`common.serverErrors.codes.${error.code}`, amount === undefined ? {} : { amount });
}

/**
 * What a failed backend call tells the user, in the active language: the text for the error's
 * code when the portal knows it, else `fallback` (an older server without codes, a new code,
 * a network failure). The server's text goes to the console for whoever debugs it.
 */
export function serverErrorText(error: unknown, t: TFunction, fallback?: string): string {
  if (error instanceof HttpError) {
    console.warn(
      `Server error ${error.status} (${error.code ?? 'no code'}): ${error.serverMessage ?? error.body}`,
    );
  }
  return translatedServerError(error, t) ?? fallback ?? t('common.serverErrors.generic');
}
