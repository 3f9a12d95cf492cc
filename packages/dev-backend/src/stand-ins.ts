// The stand-ins: parts of this backend that pretend to be an outside service or bend its rules
// for tests and demos. A production start serves none of them, and a production start that asks
// for one refuses to start (README: "A production start").
// Which stand-ins a start mounts is a type of the contract: its operation list marks the
// operations each stand-in serves.
import type { StandIns } from '@remoterl/contract';
import { ConfigError, type Env } from './env-values.ts';

/**
 * The settings that ask for a stand-in (or trust one), each with what it would turn on. A
 * production start with any of them set refuses to start and names them.
 */
export const STAND_IN_SETTINGS = {
  FIREBASE_AUTH_EMULATOR_HOST: 'trusts the Auth emulator, which signs no tokens',
  DEV_BACKEND_ALLOW_RESET: 'mounts the test routes (/__test__/reset, /__test__/usage)',
  SESSION_CLOCK_RATE: "speeds up the session service's metering clock",
  MAIL_OUTBOX_TOKEN: 'mounts the mail stand-in and its outbox',
  PAYPAL_SIMULATOR: 'mounts the PayPal approval simulator (/paypal-sim/…)',
} as const;

const isSet = (env: Env, name: string) => env[name] !== undefined && env[name] !== '';

export function assertNoStandInsInProduction(env: Env): void {
  const offending = Object.keys(STAND_IN_SETTINGS).filter((name) => isSet(env, name));
  if (offending.length === 0) return;
  throw new ConfigError(
    `Refusing to start: ${offending.join(', ')} must not be set in production ` +
      `(NODE_ENV=production or --production): ${offending
        .map((name) => `${name} ${STAND_IN_SETTINGS[name as keyof typeof STAND_IN_SETTINGS]}`)
        .join('; ')}. These settings exist for local development only.`,
  );
}

/** Development mounts every stand-in unless switched off with `0`; production mounts none. */
export function standInsFor(env: Env, production: boolean): StandIns {
  if (production) return { paypalSimulator: false, mail: false };
  return { paypalSimulator: env.PAYPAL_SIMULATOR !== '0', mail: true };
}

/**
 * How this start serves the session service (docs/decisions.md, "Session service in production"):
 * `stand-in` in development (on unless SESSION_SERVICE=off), and in production only when told
 * (SESSION_SERVICE=on), then as the service itself; `off` mounts neither its WebSocket endpoint
 * nor its AsyncAPI document.
 */
export type SessionServiceMode = 'stand-in' | 'service' | 'off';

export function sessionServiceFor(env: Env, production: boolean): SessionServiceMode {
  const raw = env.SESSION_SERVICE ?? '';
  if (raw !== '' && raw !== 'on' && raw !== 'off') {
    throw new ConfigError(`SESSION_SERVICE must be "on" or "off", got "${raw}"`);
  }
  if (raw === 'off') return 'off';
  if (!production) return 'stand-in';
  return raw === 'on' ? 'service' : 'off';
}
