// The EmailJS REST contract (https://www.emailjs.com/docs/rest-api/send/): plain-text answers,
// because the portal talks to the real EmailJS in production and must read both the same way.
import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { MAIL_ERRORS, MailSendRequestSchema, OutboxQuerySchema } from '@remoterl/contract';
import { clientKey } from '../http/client-key.ts';
import { ApiError, describeIssue, parseJson } from '../http/errors.ts';
import type { Store } from '../store/index.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mailRoutes(deps: { store: Store; outboxToken: string }) {
  const app = new Hono();

  app.post('/send', async (c) => {
    const message = await parseJson(c, MailSendRequestSchema, { format: 'text' });
    const sender = clientKey(getConnInfo(c).remote.address);
    const sent = deps.store.outbox.send(message, sender);
    if (sent !== 'sent') {
      throw new ApiError(429, 'rate_limited', {
        message: MAIL_ERRORS.tooManyRequests,
        format: 'text',
        headers: { 'Retry-After': String(sent.retryAfterSeconds) },
      });
    }
    return c.text('OK');
  });

  // Development and tests only: what the "mail provider" received. Messages carry visitors'
  // e-mail addresses, so reading them takes the outbox token (MAIL_OUTBOX_TOKEN).
  app.get('/outbox', (c) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1] || !sameSecret(match[1], deps.outboxToken)) {
      throw new ApiError(401, 'outbox_token_required', { headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    const query = OutboxQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, describeIssue(query.error).code);
    c.header('Cache-Control', 'no-store');
    return c.json(deps.store.outbox.page(query.data.after, query.data.limit));
  });

  return app;
}
