import { z } from 'zod';

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

export class ConfigurationError extends Error {
  constructor(readonly issues: string[]) {
    super(`The portal is misconfigured:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Parses raw variables; throws a ConfigurationError naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): PortalEnv {
  const result = envSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new ConfigurationError(
    result.error.issues.map((issue) => `${issue.path.join('.') || 'configuration'}: ${issue.message}`),
  );
}

let cached: PortalEnv | undefined;

/** The validated configuration of this build. */
export function getEnv(): PortalEnv {
  cached ??= parseEnv(import.meta.env);
  return cached;
}
