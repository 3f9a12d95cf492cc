// The EmailJS REST contract (https://www.emailjs.com/docs/rest-api/send/): plain-text answers.
import { Hono } from 'hono';
import { MAIL_ERRORS, MailSendRequestSchema } from '../contract.ts';
import { ApiError, parseJson } from '../http/errors.ts';
import type { Store } from '../store/index.ts';

export function mailRoutes(deps: { store: Store }) {
  const app = new Hono();

  app.post('/send', async (c) => {
    const message = await parseJson(c, MailSendRequestSchema, { withPath: false, format: 'text' });
    if (deps.store.outbox.send(message) === 'rate-limited') {
      throw new ApiError(429, MAIL_ERRORS.tooManyRequests, { format: 'text' });
    }
    return c.text('OK');
  });

  // Development and tests only: what the "mail provider" received.
  app.get('/outbox', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(deps.store.outbox.list());
  });

  return app;
}
