import { z } from 'zod';

// The hosted CSP has no 'unsafe-eval'. zod compiles object parsers with `new Function` when it
// may, and merely probing for that is reported as a CSP violation; the interpreter is enough.
z.config({ jitless: true });

/**
 * The portal's build-time configuration (Vite `VITE_*` variables), validated once at start-up.
 * A missing or malformed value stops the app with a message that names the variable, instead
 * of a request to `undefined/paypal/checkout` much later. Nothing here is a secret: these
 * values are public by nature (Firebase web config, EmailJS public key, service addresses).
 */
const url = z.url({ protocol: /^https?$/ });
const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((origin) => new URL(origin).origin)));

export const envSchema = z.object({
  VITE_GATEWAY_URL: url,
  VITE_PAYMENT_BACKEND_URL: url,
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  /** Only in development and tests: the Firebase Auth emulator's address. */
  VITE_FIREBASE_AUTH_EMULATOR_URL: url.optional(),
  VITE_EMAILJS_PUBLIC_KEY: z.string().min(1),
  VITE_EMAILJS_SERVICE_ID: z.string().min(1),
  VITE_EMAILJS_TEMPLATE_ID: z.string().min(1),
  /** EmailJS API origin; the dev backend stands in for it locally. */
  VITE_EMAILJS_ORIGIN: url.default('https://api.emailjs.com'),
  /** Extra origins a PayPal checkout URL may point at (the local simulator); PayPal's own are always allowed. */
  VITE_PAYPAL_ALLOWED_ORIGINS: origins.default([]),
});

export type PortalEnv = z.infer<typeof envSchema>;

/**
 * Variables a production build must not carry. With the emulator's address the app would send
 * every sign-in to a local emulator, whose unsigned tokens prove nothing.
 */
export const DEVELOPMENT_ONLY_VARIABLES = ['VITE_FIREBASE_AUTH_EMULATOR_URL'] as const;

/** The development-only variables set in `raw`, when `raw` is a production build's. */
export function developmentOnlyVariablesIn(raw: Record<string, unknown>, production: boolean): string[] {
  if (!production) return [];
  return DEVELOPMENT_ONLY_VARIABLES.filter((name) => raw[name] !== undefined && raw[name] !== '');
}

export class ConfigurationError extends Error {
  constructor(readonly issues: string[]) {
    super(`The portal is misconfigured:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/**
 * Parses raw variables; throws a ConfigurationError naming every bad variable. A production
 * build (`MODE` "production"; the e2e build is also `PROD` but mode "e2e") must not name the
 * Auth emulator.
 */
export function parseEnv(raw: Record<string, unknown>): PortalEnv {
  const result = envSchema.safeParse(raw);
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || 'configuration'}: ${issue.message}`);
  for (const name of developmentOnlyVariablesIn(raw, raw.MODE === 'production')) {
    issues.push(`${name}: must not be set in a production build (development and tests only)`);
  }
  if (result.success && issues.length === 0) return result.data;
  throw new ConfigurationError(issues);
}

let cached: PortalEnv | undefined;

/** The validated configuration of this build. */
export function getEnv(): PortalEnv {
  cached ??= parseEnv(import.meta.env);
  return cached;
}
