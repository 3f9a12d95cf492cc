// Issue: a production start served the PayPal simulator and the mail outbox, so any signed-in
// user could approve their own orders. A production start now mounts no stand-in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { signInWithGoogle } from './helpers/emulator.ts';
import { client, PORTAL, register, type Client } from './helpers/server.ts';
import { connect, TestSocket, sessionsUrl } from './helpers/session-socket.ts';

const TEST_KEY_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

/** A production environment as an operator would write it (the test process keeps the emulator). */
const productionEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PORT: '0',
  DEV_BACKEND_DATA_DIR: dataDir,
  PORTAL_ORIGIN: PORTAL,
  DEV_BACKEND_KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
  ...extra,
});

describe('a production start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-production-'));
  let server: RunningServer;
  let api: Client;

  beforeAll(async () => {
    server = await startServer(loadConfig(productionEnv(dataDir), []));
    api = client(server.url);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['GET', '/paypal-sim/checkoutnow?token=AAAAAAAAAAAAAAAAA'],
    ['POST', '/paypal-sim/approve'],
    ['POST', '/paypal-sim/cancel'],
    ['POST', '/api/v1.0/email/send'],
    ['GET', '/api/v1.0/email/outbox'],
    ['POST', '/__test__/reset'],
    ['POST', '/__test__/usage'],
  ])('does not mount the stand-in %s %s', async (method, path) => {
    const response = await api(path, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'route_not_found' });
  });

  // Issue 34, item 6: a production start served the session stand-in, which debits credit and
  // called itself a "local stand-in" in its AsyncAPI document.
  it('does not mount the session service unless told to', async () => {
    const asyncApi = await api('/asyncapi.json');
    expect(asyncApi.status).toBe(404);
    expect(await asyncApi.json()).toMatchObject({ code: 'route_not_found' });
    const socket = new TestSocket(sessionsUrl(server.url));
    const refused = await socket.opened.then(
      () => 'opened',
      (error: unknown) => String(error),
    );
    expect(refused).toMatch(/Unexpected server response: 404/);
    const document = (await (await api('/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/asyncapi.json');
  });

  it('leaves the stand-ins out of its OpenAPI document', async () => {
    const document = (await (await api('/openapi.json')).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/paypal/capture');
    expect(paths.filter((path) => /paypal-sim|email|__test__/.test(path))).toEqual([]);
  });

  it('refuses a checkout (no order could be approved) instead of handing out a dead link', async () => {
    const user = await signInWithGoogle();
    await register(api, user);
    const response = await api('/paypal/checkout', {
      user,
      json: { price: 10_000, name: 'Ada Lovelace', country: 'KR', city: 'Busan' },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'payments_unavailable' });
  });
});

describe('a production start told to serve sessions (SESSION_SERVICE=on)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-production-sessions-'));
  let server: RunningServer;
  let api: Client;

  beforeAll(async () => {
    server = await startServer(loadConfig(productionEnv(dataDir, { SESSION_SERVICE: 'on' }), []));
    api = client(server.url);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves sessions, under a name that does not say stand-in', async () => {
    const document = (await (await api('/asyncapi.json')).json()) as {
      info: { title: string; description: string };
      servers: Record<string, { description: string }>;
    };
    expect(document.info.title).toBe('RemoteRL session service');
    expect(JSON.stringify(document)).not.toMatch(/stand-in|dev backend/i);
    expect(Object.keys(document.servers)).toEqual(['production']);

    const user = await signInWithGoogle();
    const apiKey = await register(api, user);
    const { socket, welcome } = await connect(server.url, apiKey, 'trainer');
    expect(welcome).toMatchObject({ type: 'welcome', role: 'trainer', resumed: false });
    socket.socket.close(1000);
    await socket.closed;
  });
});

describe('production settings', () => {
  it.each([
    ['MAIL_OUTBOX_TOKEN', 'secret'],
    ['PAYPAL_SIMULATOR', '1'],
    ['DEV_BACKEND_ALLOW_RESET', '1'],
    ['SESSION_CLOCK_RATE', '60'],
    ['FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:19099'],
  ])('refuses to start with %s set and names it', (name, value) => {
    expect(() => loadConfig(productionEnv('/nonexistent', { [name]: value }), [])).toThrow(
      new RegExp(`Refusing to start: ${name} must not be set in production`),
    );
  });

  it.each(['0.0.0.0', '::', '192.0.2.10'])(
    'refuses HOST=%s unless asked for and given a public URL',
    (host) => {
      const env = productionEnv('/nonexistent', { HOST: host });
      expect(() => loadConfig(env, [])).toThrow(ConfigError);
      expect(() => loadConfig(env, [])).toThrow(/DEV_BACKEND_LISTEN_PUBLIC=1 and DEV_BACKEND_PUBLIC_URL/);
      expect(() => loadConfig({ ...env, DEV_BACKEND_LISTEN_PUBLIC: '1' }, [])).toThrow(
        /DEV_BACKEND_PUBLIC_URL/,
      );
      const config = loadConfig(
        { ...env, DEV_BACKEND_LISTEN_PUBLIC: '1', DEV_BACKEND_PUBLIC_URL: 'https://api.example.com' },
        [],
      );
      expect(config.host).toBe(host);
    },
  );

  it('refuses to start without the key-encryption key, or with a malformed one', () => {
    const env = productionEnv('/nonexistent');
    expect(() => loadConfig({ ...env, DEV_BACKEND_KEY_ENCRYPTION_KEY: '' }, [])).toThrow(
      /DEV_BACKEND_KEY_ENCRYPTION_KEY is required in production/,
    );
    expect(() => loadConfig({ ...env, DEV_BACKEND_KEY_ENCRYPTION_KEY: 'c2hvcnQ=' }, [])).toThrow(
      /DEV_BACKEND_KEY_ENCRYPTION_KEY must be 32 random bytes/,
    );
  });

  it('mounts every stand-in in development', () => {
    expect(loadConfig({ PORT: '0' }, []).standIns).toEqual({ paypalSimulator: true, mail: true });
  });

  it('serves the session service as a stand-in in development, and in production only when told', () => {
    expect(loadConfig({ PORT: '0' }, []).sessionService).toBe('stand-in');
    expect(loadConfig({ PORT: '0', SESSION_SERVICE: 'off' }, []).sessionService).toBe('off');
    expect(loadConfig(productionEnv('/nonexistent'), []).sessionService).toBe('off');
    expect(loadConfig(productionEnv('/nonexistent', { SESSION_SERVICE: 'on' }), []).sessionService).toBe(
      'service',
    );
    expect(() => loadConfig(productionEnv('/nonexistent', { SESSION_SERVICE: 'yes' }), [])).toThrow(
      /SESSION_SERVICE must be "on" or "off"/,
    );
  });
});
