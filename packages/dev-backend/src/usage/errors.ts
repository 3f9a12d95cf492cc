// The codes of the usage, key and settings routes. Each JSON error is `{ error, code }`: English
// for logs and a stable code the portal translates. Shared situations reuse the gateway's codes.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '../error-codes.ts';
import { readJson } from '../http/errors.ts';

/** The codes live with every other code (error-codes.ts); these names keep the routes' imports short. */
export const USAGE_ERROR_MESSAGES = ERROR_MESSAGES;
export type UsageErrorCode = ErrorCode;

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
