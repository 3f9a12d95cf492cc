import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema, MAIL_ERRORS, OutboxSchema } from '@remoterl/contract';
import {
  client,
  OUTBOX_TOKEN,
  postJsonFrom,
  startTestServer,
  type Client,
  type TestServer,
} from './helpers/server.ts';

let server: TestServer;
let api: Client;
// Each test sends from its own loopback /24 block (the limit is per block), so the limit of one
// test never reaches another.
let nextClient = 10;
const newClientAddress = () => `127.0.${(nextClient += 1)}.1`;
/** Another address of the same /24 block: a fresh address must not buy a fresh quota. */
const sameBlock = (address: string, host: number) => address.replace(/\.\d+$/, `.${host}`);

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

const sendFrom = (address: string, json: unknown) =>
  postJsonFrom(`${server.url}/api/v1.0/email/send`, address, json);

async function outboxPage(query = '', token = OUTBOX_TOKEN) {
  return api(`/api/v1.0/email/outbox${query}`, { token });
}

async function everyMessage() {
  const all = [];
  let after = 0;
  for (;;) {
    const page = OutboxSchema.parse(await (await outboxPage(`?after=${after}&limit=200`)).json());
    all.push(...page.messages);
    if (page.next === null) return all;
    after = page.next;
  }
}

describe('POST /api/v1.0/email/send', () => {
  it('answers 200 "OK" and keeps the message in the outbox', async () => {
    const sender = `key-${randomUUID()}`;
    const text = 'Full name: Ada\nEmail: ada@example.com\nHi!';
    const response = await sendFrom(newClientAddress(), message(sender, text));
    expect(response).toEqual({ status: 200, text: 'OK' });

    const kept = (await everyMessage()).filter((entry) => entry.user_id === sender);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      lib_version: '4.4.1',
      service_id: 'dev-service',
      template_id: 'dev-template',
      template_params: { message: text },
    });
  });

  it('limits each address block, whatever user_id it claims, and keeps nothing more', async () => {
    const address = newClientAddress();
    const prefix = `key-${randomUUID()}`;
    // Rotating the body's user_id, or its case, must not buy more sends.
    const senders = [prefix, `${prefix}-2`, prefix.toUpperCase(), `${prefix}-3`, `${prefix}-4`];
    const statuses = [];
    // Nor must the next address of the block (the issue: 127.0.0.2, .3, … each got a fresh quota).
    for (const [index, sender] of senders.entries()) {
      statuses.push((await sendFrom(sameBlock(address, index + 1), message(sender))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    const limited = await sendFrom(address, message(prefix));
    expect(limited).toEqual({
      status: 429,
      text: MAIL_ERRORS.tooManyRequests,
      retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    });
    const kept = (await everyMessage()).filter((entry) => entry.user_id.toLowerCase().startsWith(prefix));
    expect(kept).toHaveLength(3);

    expect((await sendFrom(newClientAddress(), message(prefix))).status).toBe(200);
  });

  it.each([
    ['user_id', MAIL_ERRORS.user_id],
    ['service_id', MAIL_ERRORS.service_id],
    ['template_id', MAIL_ERRORS.template_id],
  ])('answers 400 with EmailJS text when %s is missing', async (field, text) => {
    const body: Record<string, unknown> = message(`key-${randomUUID()}`);
    delete body[field];
    expect(await sendFrom(newClientAddress(), body)).toEqual({ status: 400, text });
  });

  it('answers 400 when template_params is not a flat object of scalars', async () => {
    const address = newClientAddress();
    for (const params of [[1, 2], 'text', 5, { nested: { deeper: 1 } }, { list: [1] }]) {
      const response = await sendFrom(address, { ...message('k'), template_params: params });
      expect(response).toEqual({ status: 400, text: MAIL_ERRORS.template_params });
    }
  });

  it('answers 400 text for malformed JSON', async () => {
    expect(await sendFrom(newClientAddress(), '{"user_id": ')).toEqual({
      status: 400,
      text: 'Malformed JSON body',
    });
  });

  it('refuses deeply nested params with 400, and the outbox keeps answering', async () => {
    // The probe of issue 13: about 4,400 levels in 9 KB, which used to break every later read.
    const deep = `${'{"a":'.repeat(4_400)}1${'}'.repeat(4_400)}`;
    const body = `{"user_id":"k","service_id":"s","template_id":"t","template_params":${deep}}`;
    const response = await sendFrom(newClientAddress(), body);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/nested too deeply/);
    expect((await outboxPage()).status).toBe(200);
  });
});

describe('GET /api/v1.0/email/outbox', () => {
  it('needs the outbox token', async () => {
    for (const token of [undefined, 'wrong', `${OUTBOX_TOKEN}x`]) {
      const response = await api('/api/v1.0/email/outbox', token === undefined ? {} : { token });
      expect(response.status).toBe(401);
      expect(ErrorResponseSchema.parse(await response.json()).code).toBe('outbox_token_required');
    }
  });

  it('pages oldest first, and says where the next page starts', async () => {
    const address = newClientAddress();
    const sender = `key-${randomUUID()}`;
    for (let index = 0; index < 3; index += 1) await sendFrom(address, message(sender, `m${index}`));
    const mine = (await everyMessage()).filter((entry) => entry.user_id === sender);
    expect(mine.map((entry) => entry.template_params.message)).toEqual(['m0', 'm1', 'm2']);

    const before = (mine[0]?.id ?? 1) - 1;
    const first = OutboxSchema.parse(await (await outboxPage(`?after=${before}&limit=2`)).json());
    expect(first.messages.map((entry) => entry.id)).toEqual([mine[0]?.id, mine[1]?.id]);
    expect(first.next).toBe(mine[1]?.id);
  });

  it.each(['?limit=0', '?limit=201', '?after=-1', '?after=x', '?limit=1.5'])(
    'refuses %s with 400 invalid_page',
    async (query) => {
      const response = await outboxPage(query);
      expect(response.status).toBe(400);
      expect(ErrorResponseSchema.parse(await response.json()).code).toBe('invalid_page');
    },
  );
});

describe('outbox storage', () => {
  it('keeps only the newest MAIL_OUTBOX_KEEP messages', async () => {
    const small = await startTestServer({ MAIL_OUTBOX_KEEP: '3', MAIL_RATE_LIMIT: '100' });
    try {
      for (let index = 0; index < 5; index += 1) {
        await postJsonFrom(`${small.url}/api/v1.0/email/send`, '127.0.0.1', message('k', `m${index}`));
      }
      const page = OutboxSchema.parse(
        await (await client(small.url)('/api/v1.0/email/outbox', { token: OUTBOX_TOKEN })).json(),
      );
      expect(page.messages.map((entry) => entry.template_params.message)).toEqual(['m2', 'm3', 'm4']);
    } finally {
      await small.dispose();
    }
  });
});
