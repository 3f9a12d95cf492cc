import type { TFunction } from 'i18next';
import { CHARGE_RULE } from '@remoterl/product';
import { HttpError } from '../api/http';
import { formatDollars } from './format-dollars';

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
] as const;

const translated = new Set<string>(TRANSLATED_SERVER_ERROR_CODES);

/** The amount a price code names, from the one charge rule the backend enforces too. */
const PRICE_AMOUNTS: Record<string, number> = {
  price_min: CHARGE_RULE.min,
  price_max: CHARGE_RULE.max,
  price_step: CHARGE_RULE.step,
};

/**
 * What a failed backend call tells the user, in the active language: the text for the error's
 * code when the portal knows it, else `fallback` (an older server without codes, a new code,
 * a network failure). The server's text goes to the console for whoever debugs it.
 */
export function serverErrorText(error: unknown, t: TFunction, fallback?: string): string {
  const generic = fallback ?? t('common.serverErrors.generic');
  if (!(error instanceof HttpError)) return generic;
  console.warn(
    `Server error ${error.status} (${error.code ?? 'no code'}): ${error.serverMessage ?? error.body}`,
  );
  if (!error.code || !translated.has(error.code)) return generic;
  const amount = PRICE_AMOUNTS[error.code];
  return t(
    `common.serverErrors.codes.${error.code}`,
    amount === undefined ? {} : { amount: formatDollars(amount) },
  );
}
