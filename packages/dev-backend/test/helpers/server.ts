import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { TERMS_VERSION } from '@remoterl/product';
import { loadConfig } from '../../src/config.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { checkLedgerOfFolder } from '../../src/store/ledger.ts';
import type { TestUser } from './emulator.ts';

export const PORTAL = 'http://127.0.0.1:14173';
export const OTHER_PORTAL = 'http://127.0.0.1:15173';
export const OUTBOX_TOKEN = 'test-outbox-token';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Stops the server and removes its data directory. */
  dispose(): Promise<void>;
}

/**
 * The real server on an ephemeral loopback port with its own data directory (or the one in
 * `env.DEV_BACKEND_DATA_DIR`, which is then left in place: a restart test reuses it).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const ownDataDir = env.DEV_BACKEND_DATA_DIR === undefined;
  const dataDir = env.DEV_BACKEND_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'dev-backend-test-'));
  const config = loadConfig(
    {
      PORT: '0',
      DEV_BACKEND_DATA_DIR: dataDir,
      PORTAL_ORIGIN: `${PORTAL},${OTHER_PORTAL}`,
      DEV_BACKEND_ALLOW_RESET: '1',
      MAIL_OUTBOX_TOKEN: OUTBOX_TOKEN,
      // Suites that are not about the per-user limits create many orders, keys and settings per
      // user; test/limits.test.ts sets the limits it proves.
      CHECKOUT_RATE_LIMIT: '100000',
      KEY_ROTATION_RATE_LIMIT: '100000',
      SETTINGS_RATE_LIMIT: '100000',
      ACCOUNT_RATE_LIMIT: '100000',
      ...env,
    },
    [],
  );
  const server = await startServer(config);
  return {
    ...server,
    dataDir,
    async dispose() {
      await server.close();
      // Every test that starts a server ends with an exact ledger (docs/decisions.md, "Metering").
      const problems = checkLedgerOfFolder(dataDir);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      if (problems.length > 0) throw new Error(`ledger check failed: ${JSON.stringify(problems)}`);
    },
  };
}

/**
 * A test server for one test file (call at the top level, or in a describe body): started now,
 * disposed after the file or describe, with a client for it.
 */
export async function startFileServer(
  env: Record<string, string> = {},
): Promise<{ server: TestServer; api: Client }> {
  const server = await startTestServer(env);
  afterAll(() => server.dispose());
  return { server, api: client(server.url) };
}

/** Small fetch wrapper: JSON bodies, optional Bearer token. */
export function client(baseUrl: string) {
  return async (
    path: string,
    options: {
      method?: string;
      user?: TestUser;
      token?: string;
      /** An object is sent as JSON; a string is sent as is (for malformed bodies). */
      json?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> => {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token ?? options.user?.idToken;
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json);
    }
    if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    return fetch(`${baseUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
  };
}

export type Client = ReturnType<typeof client>;

export function accountBody(user: TestUser, stamp: 'createdAt' | 'lastLoginAt' = 'createdAt') {
  return {
    data: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      [stamp]: new Date().toISOString(),
    },
  };
}

/** Onboarding's account call: the terms accepted, so it registers the user and issues the key. */
export function consentBody(user: TestUser) {
  const { data } = accountBody(user, 'createdAt');
  return { data: { ...data, termsVersion: TERMS_VERSION } };
}

export async function register(api: Client, user: TestUser): Promise<string> {
  const response = await api('/gateway/account', { user, json: consentBody(user) });
  if (response.status !== 200)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return response.text();
}

/** Checkout and approve through the simulator, as a buyer's browser would. Returns the order id. */
export async function approvedOrder(api: Client, user: TestUser, price = 20): Promise<string> {
  const checkout = await api('/paypal/checkout', {
    user,
    json: { price, name: 'Ada Lovelace', country: 'KR', city: 'Busan' },
  });
  const { paypalUrl } = (await checkout.json()) as { paypalUrl: string };
  const orderId = new URL(paypalUrl).searchParams.get('token') as string;
  const approve = await api('/paypal-sim/approve', { form: { token: orderId } });
  if (approve.status !== 303) throw new Error(`approve failed: ${approve.status}`);
  return orderId;
}

/**
 * POSTs JSON from a chosen loopback source address (127.0.0.0/8 is all loopback on Linux),
 * so a test can act as several clients of a per-address rate limit.
 */
export function postJsonFrom(
  url: string,
  localAddress: string,
  json: unknown,
): Promise<{ status: number; text: string; retryAfter: string | undefined }> {
  const body = typeof json === 'string' ? json : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, text, retryAfter });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
