// A test server for the session service, with timings shortened for tests and, when a file asks,
// the test clock; plus accounts to connect with.
import { afterAll } from 'vitest';
import { signInWithGoogle, type TestUser } from './emulator.ts';
import { expectFramesToMatchDocument, fetchAsyncApi } from './protocol-frames.ts';
import { approvedOrder, client, register, startTestServer, type Client, type TestServer } from './server.ts';
import { recordedFrames } from './session-socket.ts';

/** Timings a test can wait out quickly; the defaults are the documented production ones. */
export const FAST_SESSIONS = {
  SESSION_HANDSHAKE_TIMEOUT_MS: '1000',
  SESSION_HOLD_MS: '5000',
  SESSION_GRACE_MS: '5000',
  SESSION_STALL_TIMEOUT_MS: '400',
  SESSION_MAX_BUFFERED_BYTES: String(256 * 1024),
  SESSION_STREAM_HEARTBEAT_MS: '200',
} as const;

export interface Account {
  user: TestUser;
  apiKey: string;
}

/** Starts a server for one test file; after the file, every frame seen is checked against /asyncapi.json. */
export async function startSessionServer(env: Record<string, string> = {}): Promise<{
  server: TestServer;
  api: Client;
  account(options?: { premiumDollars?: number }): Promise<Account>;
}> {
  const server = await startTestServer({ ...FAST_SESSIONS, ...env });
  const api = client(server.url);
  afterAll(async () => {
    const document = await fetchAsyncApi(server.url);
    await server.dispose();
    expectFramesToMatchDocument(document, recordedFrames);
  });
  return {
    server,
    api,
    async account(options = {}) {
      const user = await signInWithGoogle('Session User');
      const apiKey = await register(api, user);
      if (options.premiumDollars) {
        const order = await approvedOrder(api, user, options.premiumDollars);
        await api('/paypal/capture', { user, json: { token: order } });
      }
      return { user, apiKey };
    },
  };
}
