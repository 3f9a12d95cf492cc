// The codes of the usage, key and settings routes. Each JSON error is `{ error, code }`: English
// for logs and a stable code the portal translates. Shared situations reuse the gateway's codes.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { readJson } from '../http/errors.ts';

export const USAGE_ERROR_MESSAGES = {
  invalid_request: 'The request body does not match the contract',
  no_account: 'No account for this user; call POST /gateway/account first',
  api_key_stale: 'currentKey is not this account’s key (it was replaced elsewhere); reload it',
  api_key_invalid: 'Unknown or replaced API key',
  api_key_missing: 'Missing API key (Authorization: Bearer <API key>)',
  threshold_invalid: 'lowCreditThreshold must be a whole number of dollars from 0 to 1000',
  usage_days_invalid: 'days must be a whole number from 1 to 90',
} as const;

export type UsageErrorCode = keyof typeof USAGE_ERROR_MESSAGES;

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  code: UsageErrorCode,
  message: string = USAGE_ERROR_MESSAGES[code],
): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: message, code }, status);
}

/** Parses a JSON body against `schema`; a mismatch answers `code` (400) with the field path. */
export async function parseBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  code: UsageErrorCode = 'invalid_request',
): Promise<{ ok: true; data: z.infer<Schema> } | { ok: false; response: Response }> {
  const result = schema.safeParse(await readJson(c));
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.');
  const detail = issue ? `${path ? `${path}: ` : ''}${issue.message}` : USAGE_ERROR_MESSAGES[code];
  return { ok: false, response: fail(c, 400, code, detail) };
}
