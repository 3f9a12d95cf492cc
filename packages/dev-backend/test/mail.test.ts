import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ERRORS, OutboxSchema } from '../src/contract.ts';
import { client, startTestServer, type Client, type TestServer } from './helpers/server.ts';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer({ MAIL_RATE_LIMIT: '3', MAIL_RATE_WINDOW_MS: '60000' });
  api = client(server.url);
});
afterAll(() => server.dispose());

// What @emailjs/browser 4.4 posts.
const message = (userId: string, text = 'Hello from the contact form') => ({
  lib_version: '4.4.1',
  user_id: userId,
  service_id: 'dev-service',
  template_id: 'dev-template',
  template_params: { message: text },
});

const send = (json: unknown) => api('/api/v1.0/email/send', { json });

async function outbox() {
  return OutboxSchema.parse(await (await api('/api/v1.0/email/outbox')).json());
}

describe('POST /api/v1.0/email/send', () => {
  it('answers 200 "OK" and keeps the message in the outbox', async () => {
    const sender = `key-${randomUUID()}`;
    const response = await send(message(sender, 'Full name: Ada\nEmail: ada@example.com\nHi!'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');

    const kept = (await outbox()).filter((entry) => entry.user_id === sender);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      lib_version: '4.4.1',
      service_id: 'dev-service',
      template_id: 'dev-template',
      template_params: { message: 'Full name: Ada\nEmail: ada@example.com\nHi!' },
    });
  });

  it('answers 429 "Too Many Requests" past the limit, per sender, and keeps nothing more', async () => {
    const sender = `key-${randomUUID()}`;
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await send(message(sender))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    const limited = await send(message(sender));
    expect(await limited.text()).toBe('Too Many Requests');
    expect((await outbox()).filter((entry) => entry.user_id === sender)).toHaveLength(3);

    expect((await send(message(`key-${randomUUID()}`))).status).toBe(200);
  });

  it.each([
    ['user_id', MAIL_ERRORS.user_id],
    ['service_id', MAIL_ERRORS.service_id],
    ['template_id', MAIL_ERRORS.template_id],
  ])('answers 400 with EmailJS text when %s is missing', async (field, text) => {
    const body: Record<string, unknown> = message(`key-${randomUUID()}`);
    delete body[field];
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(text);
  });

  it('answers 400 when template_params is not an object', async () => {
    for (const params of [[1, 2], 'text', 5]) {
      const response = await send({ ...message(`key-${randomUUID()}`), template_params: params });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(MAIL_ERRORS.template_params);
    }
  });

  it('answers 400 text for malformed JSON', async () => {
    const response = await send('{"user_id": ');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Malformed JSON body');
  });
});
