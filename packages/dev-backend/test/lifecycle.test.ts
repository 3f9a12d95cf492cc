// The real entry point (`node src/main.ts`) as separate processes: restart persistence,
// the production guard and the reset switch.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { forgeToken, signInWithGoogle } from './helpers/emulator.ts';
import { OutboxSchema } from '@remoterl/contract';
import { approvedOrder, client, OUTBOX_TOKEN, register } from './helpers/server.ts';
import { SERVICE_NODE_FLAGS } from '../src/service-node-flags.ts';

// Each test starts one or two real processes; the suite's 15 s default is too tight for that.
vi.setConfig({ testTimeout: 90_000 });

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Launched {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(
  env: Record<string, string | undefined>,
  args: string[] = [],
  nodeFlags: readonly string[] = SERVICE_NODE_FLAGS,
): Launched {
  const child = spawn(process.execPath, [...nodeFlags, MAIN, ...args], {
    env: {
      ...process.env,
      PORT: '0',
      DEV_BACKEND_DATA_DIR: dataDir,
      DEV_BACKEND_ALLOW_RESET: undefined,
      MAIL_OUTBOX_TOKEN: OUTBOX_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': by then both pipes are read to their end, so `output` is all there is.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function started(launched: Launched): Promise<string> {
  // Generous: a fresh Node process loading firebase-admin took over 10 s on a loaded machine.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/\S+)/.exec(launched.output());
    if (match?.[1]) return match[1];
    if (launched.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`dev backend did not start:\n${launched.output()}`);
}

async function stop(launched: Launched): Promise<number | null> {
  launched.child.kill('SIGTERM');
  return launched.exited;
}

describe('persistence', () => {
  it('keeps users, keys, orders and invoices across a restart', async () => {
    const ada = await signInWithGoogle('Ada');
    const first = launch({});
    const api = client(await started(first));
    const key = await register(api, ada);
    const captured = await approvedOrder(api, ada, 30);
    await api('/paypal/capture', { user: ada, json: { token: captured } });
    const pending = await approvedOrder(api, ada, 10);
    await api('/api/v1.0/email/send', {
      json: { user_id: 'persist-key', service_id: 's', template_id: 't', template_params: { m: 'kept' } },
    });
    expect(await stop(first)).toBe(0);

    const second = launch({});
    const again = client(await started(second));
    try {
      expect(await register(again, ada)).toBe(key);
      const billing = await (await again('/gateway/billing', { user: ada })).json();
      expect(billing).toMatchObject({ plan: 'premium', balance: 30, invoices: [{ price: 30 }] });
      // The order approved before the restart can still be captured, once.
      const late = await (await again('/paypal/capture', { user: ada, json: { token: pending } })).json();
      expect(late).toEqual({ status: 'COMPLETED', credited: true, balance: 40 });
      const repeat = await (await again('/paypal/capture', { user: ada, json: { token: captured } })).json();
      expect(repeat).toMatchObject({ credited: false });
      const outbox = OutboxSchema.parse(
        await (await again('/api/v1.0/email/outbox', { token: OUTBOX_TOKEN })).json(),
      );
      expect(outbox.messages.some((entry) => entry.user_id === 'persist-key')).toBe(true);
    } finally {
      await stop(second);
    }
  });
});

describe('two processes on one data directory', () => {
  it('credit a raced capture exactly once (the guard lives in SQLite, not in process memory)', async () => {
    const [left, right] = [launch({}), launch({})];
    try {
      const [leftApi, rightApi] = [client(await started(left)), client(await started(right))];
      const racer = await signInWithGoogle('Racer');
      await register(leftApi, racer);
      const token = await approvedOrder(leftApi, racer, 20);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 ? leftApi : rightApi)('/paypal/capture', { user: racer, json: { token } }),
        ),
      );
      const bodies = (await Promise.all(responses.map((response) => response.json()))) as {
        credited: boolean;
      }[];
      expect(bodies.filter((body) => body.credited)).toHaveLength(1);
      const billing = await (await rightApi('/gateway/billing', { user: racer })).json();
      expect(billing).toMatchObject({ balance: 20, invoices: [{ price: 20 }] });
    } finally {
      await Promise.all([stop(left), stop(right)]);
    }
  });
});

describe('reset switch', () => {
  it('does not exist unless DEV_BACKEND_ALLOW_RESET=1', async () => {
    const plain = launch({});
    const url = await started(plain);
    try {
      expect((await fetch(`${url}/__test__/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await stop(plain);
    }
  });

  it('wipes the store when enabled', async () => {
    const resettable = launch({ DEV_BACKEND_ALLOW_RESET: '1' });
    const api = client(await started(resettable));
    try {
      const user = await signInWithGoogle('Reset');
      const key = await register(api, user);
      expect((await api('/__test__/reset', { method: 'POST' })).status).toBe(204);
      expect((await api('/gateway/billing', { user })).status).toBe(404);
      expect(await register(api, user)).not.toBe(key);
    } finally {
      await stop(resettable);
    }
  });
});

describe('Auth emulator unreachable', () => {
  it('answers 503 (cannot verify), not 401 (bad token) or 500', async () => {
    const launched = launch({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    const api = client(await started(launched));
    try {
      const token = forgeToken({ uid: 'someone', projectId: 'demo-remoterl' });
      const response = await api('/gateway/billing', { token });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'auth_unavailable' });
      expect(response.headers.get('retry-after')).toBe('5');
    } finally {
      await stop(launched);
    }
  });
});

describe('production guard', () => {
  it.each([
    [
      { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099' },
      [],
      /FIREBASE_AUTH_EMULATOR_HOST/,
    ],
    [
      { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '', DEV_BACKEND_ALLOW_RESET: '1' },
      [],
      /DEV_BACKEND_ALLOW_RESET/,
    ],
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099' }, ['--production'], /FIREBASE_AUTH_EMULATOR_HOST/],
    // The test clock bills sped-up time: production meters the real clock only.
    [
      { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '', SESSION_CLOCK_RATE: '3600' },
      [],
      /SESSION_CLOCK_RATE/,
    ],
  ])('refuses to start with %j %j', async (env, args, mentioned) => {
    const launched = launch(env, args);
    expect(await launched.exited).toBe(1);
    expect(launched.output()).toMatch(/Refusing to start/);
    expect(launched.output()).toMatch(mentioned);
    expect(launched.output()).not.toMatch(/listening on/);
  });
});

describe('the outbox token in the start-up output', () => {
  const productionDataDir = mkdtempSync(join(tmpdir(), 'dev-backend-production-'));
  afterAll(() => rmSync(productionDataDir, { recursive: true, force: true }));

  // Read once the process has ended: by then everything it printed at start is in the output.
  const startUpOutput = async (env: Record<string, string | undefined>) => {
    const launched = launch(env);
    await started(launched).finally(() => stop(launched));
    return launched.output();
  };

  it('is printed by a development start that generated it', async () => {
    expect(await startUpOutput({ MAIL_OUTBOX_TOKEN: undefined })).toMatch(
      /outbox: GET \/api\/v1\.0\/email\/outbox with "Authorization: Bearer \S+"/,
    );
  });

  it('is not printed by a production start, which has no outbox', async () => {
    const output = await startUpOutput({
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      MAIL_OUTBOX_TOKEN: undefined,
      DEV_BACKEND_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      // Its own folder: the shared one is sealed with the development key made in it.
      DEV_BACKEND_DATA_DIR: productionDataDir,
    });
    expect(output).toMatch(/production: no stand-ins/);
    expect(output).not.toMatch(/outbox|Bearer/i);
  });
});

describe('emulator mode stays on loopback', () => {
  it.each(['0.0.0.0', '::', '192.0.2.10'])(
    'refuses HOST=%s while unsigned tokens are accepted',
    async (host) => {
      const launched = launch({ HOST: host, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099' });
      expect(await launched.exited).toBe(1);
      expect(launched.output()).toMatch(/Refusing to listen on .*loopback/);
      expect(launched.output()).not.toMatch(/listening on/);
    },
  );

  it('accepts another loopback address', async () => {
    const launched = launch({ HOST: '127.0.0.2' });
    try {
      expect(await started(launched)).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
    } finally {
      await stop(launched);
    }
  });
});

describe('V8 flags', () => {
  it('a start without the service flags says which are missing and where they come from', async () => {
    // Read once each process has ended: the warning goes to stderr, "listening" to stdout.
    const bare = launch({}, [], []);
    await started(bare);
    expect(await stop(bare)).toBe(0);
    expect(bare.output()).toContain(`started without ${SERVICE_NODE_FLAGS.join(' ')}`);

    const flagged = launch({});
    await started(flagged);
    expect(await stop(flagged)).toBe(0);
    expect(flagged.output()).not.toContain('started without');
  });
});
