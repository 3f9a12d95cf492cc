// Every JSON error the backend answers is `{ error, code }`: `error` is English for logs, `code`
// is stable per situation so the portal can show its own translated text. One row per code;
// each message is unique, which lets a schema name its message and the server derive the code.
import { CHARGE_RULE } from '@remoterl/product';

export const ERROR_MESSAGES = {
  // Transport and body
  route_not_found: 'No such route',
  method_not_allowed: 'Method not allowed on this route',
  unsupported_media_type: 'Content-Type must be application/json',
  body_too_large: 'Request body too large',
  headers_too_large: 'Request headers too large',
  bad_request: 'Malformed HTTP request',
  misdirected_request:
    'This server does not serve that Host (127.0.0.1, localhost or [::1] at its port, or its public URL)',
  empty_body: 'Request body is empty',
  malformed_json: 'Malformed JSON body',
  json_too_deep: 'JSON body is nested too deeply',
  invalid_request: 'The request body does not match the contract',
  // Identity
  missing_token: 'Missing bearer token (Authorization: Bearer <Firebase ID token>)',
  invalid_token: 'Invalid or expired Firebase ID token',
  uid_mismatch: 'uid in the body does not match the ID token',
  timestamp_invalid: 'createdAt and lastLoginAt must be ISO 8601 date-times, not in the future',
  auth_unavailable: 'Could not reach the ID-token verifier; try again shortly',
  no_account: 'No account for this user; call POST /gateway/account first',
  account_disabled: 'The account that holds this key or receipt is disabled or deleted',
  email_not_verified:
    'The ID token carries no verified e-mail address; sign in with a provider that verifies it',
  not_registered: 'Not a registered user: complete onboarding with the terms accepted (termsVersion) first',
  // Checkout: the charge form's wording, limits from @remoterl/product
  price_required: 'Price is required',
  price_not_number: 'Price must be a number',
  price_min: `Minimum is $${CHARGE_RULE.min}`,
  price_max: `Maximum is $${CHARGE_RULE.max}`,
  price_step: `Price must be in increments of $${CHARGE_RULE.step}`,
  name_required: 'Name is required',
  country_required: 'Country is required',
  city_required: 'City is required',
  name_too_long: 'Name must be at most 200 characters',
  country_too_long: 'Country must be at most 200 characters',
  city_too_long: 'City must be at most 200 characters',
  // Capture
  order_token_required: 'token is required',
  unknown_order: 'Unknown order',
  order_forbidden: 'This order belongs to another user',
  order_not_approved: 'The payment has not been approved yet',
  order_cancelled: 'The payment was cancelled',
  order_expired: 'The payment was not completed in time and has expired; start a new checkout',
  payments_unavailable: 'This deployment takes no payments: the PayPal simulator is not mounted',
  // Receipts and the mail outbox
  unknown_receipt: 'Unknown receipt',
  outbox_token_required: 'Missing or wrong outbox token (Authorization: Bearer <MAIL_OUTBOX_TOKEN>)',
  rate_limited: 'Too Many Requests',
  invalid_page: 'after and limit must be whole numbers (limit 1 to 200)',
  // User area: usage, key rotation, settings
  api_key_stale: 'currentKey is not this account’s key (it was replaced elsewhere); reload it',
  api_key_invalid: 'Unknown or replaced API key',
  api_key_missing: 'Missing API key (Authorization: Bearer <API key>)',
  threshold_invalid: 'lowCreditThreshold must be a whole number of dollars from 0 to 1000',
  key_name_invalid: 'name must be 1 to 40 characters',
  key_name_taken: 'Another live key of this account has that name',
  too_many_keys: 'An account holds at most 10 live API keys; revoke one first',
  unknown_key: 'No such live API key for this account',
  primary_key_not_revocable: 'The primary key can be regenerated but not revoked',
  spend_limit_invalid: 'monthlySpendLimit must be null or a whole number of dollars from 1 to 10000',
  settings_empty: 'Send at least one setting to change',
  usage_days_invalid: 'days must be a whole number from 1 to 90',
  // Webhooks
  webhook_url_invalid: 'url must be null or an http(s) URL of at most 2048 characters',
  webhook_https_required: 'In production a webhook URL must use https:',
  webhook_address_private:
    'In production a webhook URL may not point to a loopback, private or link-local address',
  webhook_host_unresolved: 'The webhook URL’s host name does not resolve',
  webhook_not_set: 'Set a webhook URL first',
  // Live view of sessions
  unknown_session: 'No such session for this account (it may have ended)',
  history_query_invalid:
    'Unknown history filter, or a bad value: role, reason, from and to (YYYY-MM-DD, from <= to), cursor, limit 1 to 100',
  too_many_streams: 'Too many live-view streams open for this account; close one and retry',
  internal_error: 'Internal server error',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Every code the backend can answer, for the portal to type its translations against. */
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]];

const CODE_BY_MESSAGE = new Map<string, ErrorCode>(ERROR_CODES.map((code) => [ERROR_MESSAGES[code], code]));

/** The code whose message this is, if any (schemas name their messages, not their codes). */
export function codeOfMessage(message: string): ErrorCode | undefined {
  return CODE_BY_MESSAGE.get(message);
}
