// Headers every response carries. JSON is always UTF-8 (RFC 8259), and saying so, with
// `nosniff`, keeps a browser from reading a JSON answer as HTML or script.
import { STATUS_CODES } from 'node:http';
import { createMiddleware } from 'hono/factory';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

export const responseHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  const type = c.res.headers.get('content-type');
  if (type && /^application\/json\s*$/i.test(type)) c.res.headers.set('content-type', JSON_CONTENT_TYPE);
});

/**
 * A whole HTTP/1.1 JSON response as text, for answers written on a raw socket (a request Node's
 * parser refused, a WebSocket upgrade refused), with the same headers as every other answer.
 */
export function rawJsonResponse(status: number, body: object, extra: Record<string, string> = {}): string {
  const text = JSON.stringify(body);
  const headers = {
    ...SECURITY_HEADERS,
    ...extra,
    'Content-Type': JSON_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(text),
  };
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    `Connection: close\r\n\r\n${text}`
  );
}
