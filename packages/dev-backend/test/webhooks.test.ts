// Webhooks (docs/decisions.md, "Alerts"): each alert e-mail is also POSTed, signed with the
// account's secret, to its URL; failed tries are retried with back-off and every delivery is listed
// with its status. In production only https: to a public address is accepted.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WebhookDeliveryListSchema,
  WebhookEventSchema,
  WebhookSettingsSchema,
  type WebhookDelivery,
} from '@remoterl/contract';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { isPublicAddress } from '../src/webhooks/destination.ts';
import { verifySignature } from '../src/webhooks/signing.ts';
import { signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import { client, PORTAL, register, startFileServer, startTestServer, type Client } from './helpers/server.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** A receiver on loopback that answers each request with the next of `statuses` (then the last). */
async function startReceiver(statuses: number[]) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      response.statusCode = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received };
}

/** A loopback port nothing listens on: every try is refused. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/hook`;
}

describe('webhooks in development', async () => {
  const { api } = await startFileServer({ WEBHOOK_ATTEMPTS: '3', WEBHOOK_RETRY_BASE_MS: '20' });
  const today = () => new Date().toISOString().slice(0, 10);

  async function accountWithWebhook(url: string) {
    const user = await signInWithGoogle('Webhook User');
    await register(api, user);
    const saved = WebhookSettingsSchema.parse(
      await (await api('/gateway/webhook', { user, json: { url } })).json(),
    );
    expect(saved.url).toBe(url);
    expect(saved.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    return { user, secret: saved.secret as string };
  }

  /** 0.85 GB of trainer use: past 80 % of the BASIC allowance, one alert. */
  const passEightyPercent = (user: TestUser) =>
    api('/__test__/usage', {
      json: { uid: user.uid, records: [{ date: today(), role: 'trainer', hours: 8.5 }] },
    });

  const deliveries = async (user: TestUser) =>
    WebhookDeliveryListSchema.parse(await (await api('/gateway/webhook/deliveries', { user })).json())
      .deliveries;

  async function settled(user: TestUser): Promise<WebhookDelivery> {
    return vi.waitFor(
      async () => {
        const [latest] = await deliveries(user);
        if (!latest || latest.status === 'pending') throw new Error('still pending');
        return latest;
      },
      { timeout: 5000, interval: 20 },
    );
  }

  it('posts each alert as a signed event the receiver can verify', async () => {
    const receiver = await startReceiver([200]);
    const { user, secret } = await accountWithWebhook(receiver.url);
    await passEightyPercent(user);
    const delivery = await settled(user);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      kind: 'freeAllowance',
    });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received as [Received];
    const signature = String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(verifySignature(secret, request.body, signature)).toBe(true);
    expect(verifySignature(`${secret}x`, request.body, signature)).toBe(false);
    expect(verifySignature(secret, request.body.replace('80', '81'), signature)).toBe(false);
    const event = WebhookEventSchema.parse(JSON.parse(request.body));
    expect(event).toMatchObject({
      kind: 'freeAllowance',
      percent: 80,
      account: user.uid,
      id: delivery.eventId,
    });
  });

  it('retries a receiver that fails twice and ends delivered', async () => {
    const receiver = await startReceiver([500, 503, 200]);
    const { user } = await accountWithWebhook(receiver.url);
    await passEightyPercent(user);
    expect(await settled(user)).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    expect(receiver.received).toHaveLength(3);
    // The same event each time, so a receiver can tell a retry by its id.
    expect(new Set(receiver.received.map((request) => JSON.parse(request.body).id)).size).toBe(1);
  });

  it('gives up on a dead receiver after the last try and lists it failed', async () => {
    const { user } = await accountWithWebhook(await deadUrl());
    await passEightyPercent(user);
    expect(await settled(user)).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: null });
  });

  it('rotates the secret only while a URL is set, and removing the URL hides it', async () => {
    const receiver = await startReceiver([200]);
    const { user, secret } = await accountWithWebhook(receiver.url);
    const rotated = WebhookSettingsSchema.parse(
      await (await api('/gateway/webhook/secret', { user, method: 'POST' })).json(),
    );
    expect(rotated.secret).not.toBe(secret);
    expect(await (await api('/gateway/webhook', { user, json: { url: null } })).json()).toEqual({
      url: null,
      secret: null,
    });
    const refused = await api('/gateway/webhook/secret', { user, method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'webhook_not_set' });
  });

  it('refuses what is not an http(s) URL', async () => {
    const user = await signInWithGoogle();
    await register(api, user);
    for (const url of ['ftp://example.com/x', 'not a url', 42]) {
      const response = await api('/gateway/webhook', { user, json: { url } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'webhook_url_invalid' });
    }
  });
});

describe('webhook retries across a restart', () => {
  // Long enough that the server is stopped and started again before the retry is due.
  const RETRY_BASE_MS = 2_000;
  const env = { WEBHOOK_ATTEMPTS: '3', WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS) };
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-webhook-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const deliveriesOn = async (api: Client, user: TestUser) =>
    WebhookDeliveryListSchema.parse(await (await api('/gateway/webhook/deliveries', { user })).json())
      .deliveries;

  it('keeps a pending delivery and retries it after the restart, when its back-off is due', async () => {
    const receiver = await startReceiver([500, 200]);
    const first = await startTestServer({ ...env, DEV_BACKEND_DATA_DIR: dataDir });
    const before = client(first.url);
    const user = await signInWithGoogle('Restart User');
    await register(before, user);
    await before('/gateway/webhook', { user, json: { url: receiver.url } });
    await before('/__test__/usage', {
      json: {
        uid: user.uid,
        records: [{ date: new Date().toISOString().slice(0, 10), role: 'trainer', hours: 8.5 }],
      },
    });
    // The first try fails; the delivery waits for its retry when the server stops.
    const [pending] = await vi.waitFor(
      async () => {
        const list = await deliveriesOn(before, user);
        if (list[0]?.attempts !== 1) throw new Error('not tried yet');
        return list;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    await first.dispose();

    const second = await startTestServer({ ...env, DEV_BACKEND_DATA_DIR: dataDir });
    try {
      const after = client(second.url);
      expect((await deliveriesOn(after, user))[0]).toMatchObject({ status: 'pending', attempts: 1 });
      const delivered = await vi.waitFor(
        async () => {
          const [latest] = await deliveriesOn(after, user);
          if (latest?.status !== 'delivered') throw new Error('not delivered yet');
          return latest;
        },
        { timeout: RETRY_BASE_MS * 3, interval: 50 },
      );
      expect(delivered).toMatchObject({ eventId: pending?.eventId, attempts: 2, lastStatusCode: 200 });
      const [firstTry, retry] = receiver.received as [Received, Received];
      expect(receiver.received).toHaveLength(2);
      // The same event, signed again, and not before its back-off was due.
      expect(JSON.parse(retry.body).id).toBe(JSON.parse(firstTry.body).id);
      expect(retry.at - firstTry.at).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    } finally {
      await second.dispose();
    }
  });
});

describe('webhooks in production', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-webhook-production-'));
  const server = await startServer(
    loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '0',
        DEV_BACKEND_DATA_DIR: dataDir,
        PORTAL_ORIGIN: PORTAL,
        DEV_BACKEND_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      },
      [],
    ),
  );
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const api: Client = client(server.url);
  const user = await signInWithGoogle();
  await register(api, user);

  it.each([
    ['http://example.com/hook', 'webhook_https_required'],
    ['https://127.0.0.1/hook', 'webhook_address_private'],
    ['https://10.1.2.3/hook', 'webhook_address_private'],
    ['https://192.168.0.10/hook', 'webhook_address_private'],
    ['https://169.254.169.254/latest', 'webhook_address_private'],
    ['https://[::1]/hook', 'webhook_address_private'],
    ['https://[::ffff:10.0.0.1]/hook', 'webhook_address_private'],
    ['https://localhost/hook', 'webhook_address_private'],
  ])('refuses %s with %s and changes nothing', async (url, code) => {
    const response = await api('/gateway/webhook', { user, json: { url } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code });
    expect(await (await api('/gateway/webhook', { user })).json()).toEqual({ url: null, secret: null });
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:4700::1111', true],
    ['172.16.0.1', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:7f00:1', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
