import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** A client error with the status and message the caller should see. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ContentfulStatusCode;
  readonly format: 'json' | 'text';
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { format?: 'json' | 'text'; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.format = options.format ?? 'json';
    this.headers = options.headers ?? {};
  }
}

export function respondWithError(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return error.format === 'text'
    ? c.text(error.message, error.status)
    : c.json({ error: error.message }, error.status);
}

/** The first issue, prefixed with its field path unless the message already names the field. */
export function describeIssue(error: z.ZodError, withPath = true): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  const path = issue.path.map(String).join('.');
  return withPath && path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Reads a JSON body. Anything but JSON is a client error: a wrong media type is 415, text that
 * does not parse is 400. (The body size is capped before this by the body-limit middleware.)
 */
export async function readJson(c: Context, format: 'json' | 'text' = 'json'): Promise<unknown> {
  const type = c.req.header('content-type');
  if (type !== undefined && !/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw new ApiError(415, 'Content-Type must be application/json', { format });
  }
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError(400, 'Request body is empty', { format });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Malformed JSON body', { format });
  }
}

export async function parseJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  options: { withPath?: boolean; format?: 'json' | 'text' } = {},
): Promise<z.infer<Schema>> {
  const body = await readJson(c, options.format);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(400, describeIssue(result.error, options.withPath ?? true), {
      format: options.format ?? 'json',
    });
  }
  return result.data;
}
