import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { codeOfMessage, ERROR_MESSAGES, type ErrorCode } from '@remoterl/contract';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth.ts';
import { isJsonMediaType } from './json-media-type.ts';

/**
 * A client error with the status, code and message the caller should see. Routes throw it, and
 * the app's error handler answers it (respondWithError): one way to fail, wherever it happens.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly format: 'json' | 'text';
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    options: { message?: string; format?: 'json' | 'text'; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.status = status;
    this.code = code;
    this.format = options.format ?? 'json';
    this.headers = options.headers ?? {};
  }
}

/** The JSON error body every route answers: English text for logs and a stable code. */
export const errorBody = (code: ErrorCode, message: string = ERROR_MESSAGES[code]) => ({
  error: message,
  code,
});

export function respondWithError(c: Context, error: ApiError): Response {
  // An answer about one caller's account (no_account, a stale key) must not be kept by a cache.
  c.header('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return error.format === 'text'
    ? c.text(error.message, error.status)
    : c.json(errorBody(error.code, error.message), error.status);
}

/**
 * The first issue as a code and message. A schema that names one of ERROR_MESSAGES gets that
 * code; any other issue is `invalid_request`, with the field path in the message for logs.
 */
export function describeIssue(error: z.ZodError): { code: ErrorCode; message: string } {
  const issue = error.issues[0];
  if (!issue) return { code: 'invalid_request', message: ERROR_MESSAGES.invalid_request };
  const code = codeOfMessage(issue.message);
  if (code) return { code, message: issue.message };
  const path = issue.path.map(String).join('.');
  return { code: 'invalid_request', message: path ? `${path}: ${issue.message}` : issue.message };
}

/**
 * Reads a JSON body. Anything but JSON is a client error: a wrong media type is 415, text that
 * does not parse or nests too deeply is 400. (The body size is capped before this by the
 * body-limit middleware.)
 */
export async function readJson(c: Context, format: 'json' | 'text' = 'json'): Promise<unknown> {
  if (!isJsonMediaType(c.req.header('content-type'))) {
    throw new ApiError(415, 'unsupported_media_type', { format });
  }
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError(400, 'empty_body', { format });
  if (exceedsJsonDepth(text)) {
    throw new ApiError(400, 'json_too_deep', {
      format,
      message: `${ERROR_MESSAGES.json_too_deep} (more than ${MAX_JSON_DEPTH} levels)`,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'malformed_json', { format });
  }
}

export async function parseJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  options: { format?: 'json' | 'text' } = {},
): Promise<z.infer<Schema>> {
  const body = await readJson(c, options.format);
  const result = schema.safeParse(body);
  if (!result.success) {
    const { code, message } = describeIssue(result.error);
    // Text answers (the EmailJS stand-in) carry the schema's own wording, without a field path.
    const text = result.error.issues[0]?.message ?? message;
    throw new ApiError(400, code, {
      format: options.format ?? 'json',
      message: options.format === 'text' ? text : message,
    });
  }
  return result.data;
}
