import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { StandIns } from '@remoterl/contract';
import { ConfigError, integer, isProduction, type Env } from './env-values.ts';
import { loadSessionConfig, type SessionConfig } from './sessions/config.ts';
import type { WebhookConfig } from './webhooks/webhooks.ts';
import { parseKeySecret } from './store/key-secret.ts';
import type { RateLimit } from './store/rate-limits.ts';
import { CSP_REPORTS_KEPT } from './store/csp-reports.ts';
import {
  assertNoStandInsInProduction,
  sessionServiceFor,
  standInsFor,
  type SessionServiceMode,
} from './stand-ins.ts';

export { ConfigError } from './env-values.ts';

export const DEFAULT_PORT = 18787;
export const DEFAULT_PORTAL_ORIGIN = 'http://127.0.0.1:15173';
export const DEFAULT_PROJECT_ID = 'demo-remoterl';
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:19099';
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));

export interface Config {
  /** NODE_ENV=production or --production: no stand-in is mounted (stand-ins.ts). */
  production: boolean;
  /** The stand-ins this start mounts. */
  standIns: StandIns;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Base of the URLs the backend hands out (simulator, receipts); defaults to the bound address. */
  publicUrl: string | undefined;
  /** Allowed browser origins; the first is where the PayPal simulator returns by default. */
  portalOrigins: string[];
  projectId: string;
  dataDir: string;
  allowReset: boolean;
  mailRateLimit: number;
  mailRateWindowMs: number;
  /** Messages the outbox keeps; older ones are dropped. */
  mailOutboxKeep: number;
  /** Bearer token that reads the outbox; random per start unless MAIL_OUTBOX_TOKEN is set. */
  mailOutboxToken: string;
  /** Whether the outbox token was generated at this start (and so must be shown to the operator). */
  mailOutboxTokenGenerated: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** Per-user limits (http/rate-limit.ts): past them, 429 with Retry-After. */
  userLimits: Record<UserAction, RateLimit>;
  /** Unpaid orders older than this can no longer be captured (order_expired). */
  orderExpiryMs: number;
  /** Seals API keys at rest (store/key-secret.ts); required in production, else kept in the data folder. */
  keyEncryptionKey: Buffer | undefined;
  /** How long an identity's status (active, disabled, deleted) is reused (identity/owner-guard.ts). */
  identityRecheckMs: number;
  /** Whether the session service's WebSocket endpoint and AsyncAPI document are served, and as what. */
  sessionService: SessionServiceMode;
  /** The session service (WebSocket) and its metering. */
  sessions: SessionConfig;
  /** Webhook retries (webhooks/webhooks.ts); tests shorten them. */
  webhooks: WebhookConfig;
  /** `POST /csp-reports` needs no sign-in, so it is bounded (docs/decisions.md, "CSP reports"). */
  csp: CspReportLimits;
}

export interface CspReportLimits {
  /** Largest report body in bytes; larger gets 413. */
  bodyLimit: number;
  /** Report requests per client address block (http/client-key.ts); more get 429. */
  rate: RateLimit;
  /** Folded reports kept; the least recently reported are dropped past it. */
  keep: number;
}

function origins(raw: string | undefined): string[] {
  const list = (raw ?? DEFAULT_PORTAL_ORIGIN)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.length === 0) throw new ConfigError('PORTAL_ORIGIN must name at least one origin');
  return list.map((item) => {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new ConfigError(`PORTAL_ORIGIN entry "${item}" is not a URL`);
    }
    if (url.origin !== item.replace(/\/$/, '')) {
      throw new ConfigError(
        `PORTAL_ORIGIN entry "${item}" must be a bare origin like ${DEFAULT_PORTAL_ORIGIN}`,
      );
    }
    return url.origin;
  });
}

/**
 * Emulator-only settings let anyone mint tokens or wipe data; combined with a production flag
 * they mean a misconfigured deployment, so the process refuses to start.
 */
export function assertNotProductionWithDevSettings(env: Env, argv: readonly string[]): void {
  if (isProduction(env, argv)) assertNoStandInsInProduction(env);
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * In emulator mode (any start that is not production; see main.ts) an unsigned token for any
 * uid is accepted, which is safe only when no other machine can reach the server.
 */
export function assertEmulatorModeOnLoopback(env: Env, argv: readonly string[], host: string): void {
  const emulatorMode = !isProduction(env, argv) || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  if (!emulatorMode || isLoopbackHost(host)) return;
  throw new ConfigError(
    `Refusing to listen on ${host}: with the Auth emulator, unsigned tokens are accepted, so ` +
      'HOST must be a loopback address (127.0.0.1, ::1 or localhost).',
  );
}

/**
 * A production start listens beyond loopback only when told to (DEV_BACKEND_LISTEN_PUBLIC=1) and
 * told the public URL it is reached at: the Host check (http/host-guard.ts) serves that URL's
 * host and loopback names only, so a public bind without it would refuse every request.
 */
export function assertProductionBind(env: Env, host: string, publicUrl: string | undefined): void {
  if (isLoopbackHost(host)) return;
  const missing = [
    env.DEV_BACKEND_LISTEN_PUBLIC === '1' ? undefined : 'DEV_BACKEND_LISTEN_PUBLIC=1',
    publicUrl ? undefined : 'DEV_BACKEND_PUBLIC_URL',
  ].filter(Boolean);
  if (missing.length === 0) return;
  throw new ConfigError(
    `Refusing to listen on ${host} in production without ${missing.join(' and ')}: ` +
      'a non-loopback address is reachable from other machines, so it must be asked for explicitly.',
  );
}

/** Actions a signed-in user may repeat only so often. */
export type UserAction = 'checkout' | 'keyRotation' | 'settingsWrite' | 'account';

function userLimits(env: Env): Record<UserAction, RateLimit> {
  const windowMs = integer(env, 'USER_RATE_WINDOW_MS', 60_000, 1);
  return {
    checkout: { count: integer(env, 'CHECKOUT_RATE_LIMIT', 10, 1), windowMs },
    keyRotation: { count: integer(env, 'KEY_ROTATION_RATE_LIMIT', 5, 1), windowMs },
    settingsWrite: { count: integer(env, 'SETTINGS_RATE_LIMIT', 20, 1), windowMs },
    // The portal calls it at sign-in and once per load of the user area: 30 a minute is a reload
    // every 2 s, which no person keeps up (docs/decisions.md, "Account call limit").
    account: { count: integer(env, 'ACCOUNT_RATE_LIMIT', 30, 1), windowMs },
  };
}

const KEY_ENCRYPTION_KEY = 'DEV_BACKEND_KEY_ENCRYPTION_KEY';

/** Production keeps no secret beside the data it protects: it must be given the key. */
function keyEncryptionKey(env: Env, production: boolean): Buffer | undefined {
  const raw = env[KEY_ENCRYPTION_KEY];
  if (raw) return parseKeySecret(KEY_ENCRYPTION_KEY, raw);
  if (!production) return undefined;
  throw new ConfigError(
    `Refusing to start: ${KEY_ENCRYPTION_KEY} is required in production (32 random bytes in base64, ` +
      'for example from `openssl rand -base64 32`); it seals the API keys in the data folder.',
  );
}

export function loadConfig(env: Env = process.env, argv: readonly string[] = process.argv): Config {
  assertNotProductionWithDevSettings(env, argv);
  const production = isProduction(env, argv);
  const host = env.HOST || '127.0.0.1';
  assertEmulatorModeOnLoopback(env, argv, host);
  const publicUrl = env.DEV_BACKEND_PUBLIC_URL?.replace(/\/$/, '') || undefined;
  if (production) assertProductionBind(env, host, publicUrl);
  return {
    production,
    standIns: standInsFor(env, production),
    sessionService: sessionServiceFor(env, production),
    host,
    port: integer(env, 'PORT', DEFAULT_PORT, 0),
    publicUrl,
    portalOrigins: origins(env.PORTAL_ORIGIN),
    projectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID,
    dataDir: env.DEV_BACKEND_DATA_DIR || DEFAULT_DATA_DIR,
    allowReset: env.DEV_BACKEND_ALLOW_RESET === '1' || env.DEV_BACKEND_ALLOW_RESET === 'true',
    mailRateLimit: integer(env, 'MAIL_RATE_LIMIT', 5, 1),
    mailRateWindowMs: integer(env, 'MAIL_RATE_WINDOW_MS', 60_000, 1),
    mailOutboxKeep: integer(env, 'MAIL_OUTBOX_KEEP', 500, 1),
    mailOutboxToken: env.MAIL_OUTBOX_TOKEN || randomBytes(18).toString('base64url'),
    mailOutboxTokenGenerated: !env.MAIL_OUTBOX_TOKEN,
    bodyLimit: integer(env, 'DEV_BACKEND_BODY_LIMIT', 32 * 1024, 1),
    keyEncryptionKey: keyEncryptionKey(env, production),
    userLimits: userLimits(env),
    orderExpiryMs: integer(env, 'ORDER_EXPIRY_MS', 3 * 60 * 60_000, 1_000),
    identityRecheckMs: integer(env, 'IDENTITY_RECHECK_MS', 30_000, 10),
    sessions: loadSessionConfig(env),
    webhooks: {
      attempts: integer(env, 'WEBHOOK_ATTEMPTS', 5, 1),
      retryBaseMs: integer(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 1),
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1),
    },
    csp: {
      bodyLimit: integer(env, 'CSP_REPORT_BODY_LIMIT', 8 * 1024, 1),
      rate: {
        count: integer(env, 'CSP_REPORT_RATE_LIMIT', 60, 1),
        windowMs: integer(env, 'CSP_REPORT_RATE_WINDOW_MS', 60_000, 1),
      },
      keep: integer(env, 'CSP_REPORTS_KEEP', CSP_REPORTS_KEPT, 1),
    },
  };
}
