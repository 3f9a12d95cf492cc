// What the portal needs to word a failed call: the codes a user can meet and where their text
// is. Apart from errors.ts so the user area's chunks carry no English messages and no zod.
import { CHARGE_RULE } from '@remoterl/product';
import type { ErrorCode } from './errors.ts';

/** What the checkout answers when a field of the charge form breaks its rule or is missing. */
export const CHARGE_FORM_ERROR_CODES = [
  'price_required',
  'price_not_number',
  'price_min',
  'price_max',
  'price_step',
  'name_required',
  'country_required',
  'city_required',
  'name_too_long',
  'country_too_long',
  'city_too_long',
] as const satisfies readonly ErrorCode[];

/**
 * The codes a signed-in user can meet in the portal, each with a translated text. The others
 * are the portal's own mistakes (a request outside the contract: a generic text is all a user
 * can act on) or answers to callers other than the portal (receipt links, the outbox, the key
 * check the Python client makes).
 */
export const USER_ERROR_CODES = [
  'unknown_order',
  'order_cancelled',
  'order_not_approved',
  'order_forbidden',
  'order_token_required',
  'order_expired',
  ...CHARGE_FORM_ERROR_CODES,
  'payments_unavailable',
  'no_account',
  'rate_limited',
  'missing_token',
  'invalid_token',
  'uid_mismatch',
  'timestamp_invalid',
  'email_not_verified',
  'auth_unavailable',
  'internal_error',
  'api_key_stale',
  'threshold_invalid',
  'spend_limit_invalid',
  'key_name_invalid',
  'key_name_taken',
  'too_many_keys',
  'unknown_key',
  'primary_key_not_revocable',
  'settings_empty',
  'usage_days_invalid',
  'webhook_url_invalid',
  'webhook_https_required',
  'webhook_address_private',
  'webhook_host_unresolved',
  'webhook_not_set',
  'unknown_session',
  'history_query_invalid',
  'too_many_streams',
] as const satisfies readonly ErrorCode[];

export type UserErrorCode = (typeof USER_ERROR_CODES)[number];

const userErrorCodes = new Set<string>(USER_ERROR_CODES);

export const isUserErrorCode = (code: string | undefined): code is UserErrorCode =>
  code !== undefined && userErrorCodes.has(code);

/** The key of a code's text in the portal's translations (every language's server-errors.json). */
export const errorTextKey = (code: UserErrorCode) => `common.serverErrors.codes.${code}` as const;

/** The dollar amount a code's text names as `{{amount}}`: the charge rule's, which the server enforces. */
export const ERROR_TEXT_AMOUNTS: Partial<Record<UserErrorCode, number>> = {
  price_min: CHARGE_RULE.min,
  price_max: CHARGE_RULE.max,
  price_step: CHARGE_RULE.step,
};
