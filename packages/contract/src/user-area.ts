// The user area's gateway messages beyond the account and billing: usage, key rotation and
// settings, and the test-only usage the backend tests add.
import { LOW_CREDIT_THRESHOLD, SPEND_LIMIT, USAGE_ROLES } from '@remoterl/product';
import { z } from 'zod';
import { ERROR_MESSAGES } from './errors.ts';
import { ApiKeySchema } from './gateway.ts';
import { contractRegistry } from './registry.ts';
import type { CallableOperation } from './operation-types.ts';

const day = z.iso.date();

export const UsageDaySchema = z
  .object({
    /** UTC day, YYYY-MM-DD. */
    date: day,
    simulatorHours: z.number().nonnegative(),
    simulatorGb: z.number().nonnegative(),
    trainerHours: z.number().nonnegative(),
    trainerGb: z.number().nonnegative(),
    totalGb: z.number().nonnegative(),
  })
  .register(contractRegistry, { id: 'UsageDay', description: 'Data one day moved, per role.' });

export const UsageReportSchema = z
  .object({
    plan: z.enum(['free', 'premium']),
    /** The billing period: the current UTC calendar month. */
    period: z.object({ start: day, end: day }),
    /** Data used in the period. */
    usedGb: z.number().nonnegative(),
    /** Data the plan includes per period; null when every GB is paid from credit (Premium). */
    allowanceGb: z.number().nonnegative().nullable(),
    /** Allowance left in the period; null with no allowance. */
    remainingGb: z.number().nonnegative().nullable(),
    /** Credit left, in dollars. */
    balance: z.number(),
    /** The last `days` days, oldest first, today last; days without usage are zeros. */
    days: z.array(UsageDaySchema),
  })
  .register(contractRegistry, { id: 'UsageReport' });

export const UsageQuerySchema = z.object({
  days: z.coerce
    .number({ error: ERROR_MESSAGES.usage_days_invalid })
    .int(ERROR_MESSAGES.usage_days_invalid)
    .min(1, ERROR_MESSAGES.usage_days_invalid)
    .max(90, ERROR_MESSAGES.usage_days_invalid)
    .default(30),
});

export const UsageAppendRequestSchema = z
  .object({
    uid: z.string().min(1).max(128),
    records: z
      .array(
        z.object({
          date: day,
          role: z.enum(USAGE_ROLES),
          /** Connected hours; kept to the thousandth (parallel runs can pass 24 in a day). */
          hours: z.number().min(0.001).max(1_000),
        }),
      )
      .min(1)
      .max(500),
    /** The key whose sessions made it (`primary` or a named key's id): it counts toward that key's limit. */
    keyId: z
      .string()
      .regex(/^(primary|[0-9a-f]{8})$/)
      .optional(),
  })
  .register(contractRegistry, {
    id: 'UsageAppendRequest',
    description: 'Test-only: usage to add to a user (charged to Premium credit like real usage).',
  });

export const UsageAppendResponseSchema = z
  .object({ balance: z.number() })
  .register(contractRegistry, { id: 'UsageAppendResponse' });

export const KeyRotationRequestSchema = z.object({ currentKey: ApiKeySchema }).register(contractRegistry, {
  id: 'KeyRotationRequest',
  description:
    'The key the caller sees. Sending the key a rotation just replaced answers that rotation again, so a double submit rotates once.',
});

export const KeyRotationResponseSchema = z
  .object({
    apiKey: ApiKeySchema,
    /** false when this request repeated a rotation that had already happened. */
    rotated: z.boolean(),
  })
  .register(contractRegistry, { id: 'KeyRotationResponse' });

export const KeyCheckResponseSchema = z
  .object({ valid: z.literal(true) })
  .register(contractRegistry, { id: 'KeyCheckResponse' });

const threshold = z
  .number({ error: ERROR_MESSAGES.threshold_invalid })
  .int(ERROR_MESSAGES.threshold_invalid)
  .min(LOW_CREDIT_THRESHOLD.min, ERROR_MESSAGES.threshold_invalid)
  .max(LOW_CREDIT_THRESHOLD.max, ERROR_MESSAGES.threshold_invalid);

/** A monthly spend limit in whole dollars, or null for none: the account's and each key's. */
export const spendLimit = z
  .number({ error: ERROR_MESSAGES.spend_limit_invalid })
  .int(ERROR_MESSAGES.spend_limit_invalid)
  .min(SPEND_LIMIT.min, ERROR_MESSAGES.spend_limit_invalid)
  .max(SPEND_LIMIT.max, ERROR_MESSAGES.spend_limit_invalid)
  .nullable();

/** The alerts a user can turn off, each e-mailed once per threshold per period (docs/decisions.md, "Alerts"). */
export const ALERT_KINDS = ['spendLimit', 'lowCredit', 'freeAllowance', 'sessionStopped'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The languages alert e-mails are written in: the portal's. */
export const ALERT_LANGUAGES = ['en', 'ko'] as const;

const alertSwitches = z.object(
  Object.fromEntries(ALERT_KINDS.map((kind) => [kind, z.boolean()])) as Record<AlertKind, z.ZodBoolean>,
);

const settingsFields = {
  /** Warn a Premium user when credit falls under this many dollars; 0 turns it off. */
  lowCreditThreshold: threshold,
  /**
   * Stop PREMIUM usage once this many dollars were charged in a calendar month (UTC); null is no
   * limit (docs/decisions.md, "Spend limits").
   */
  monthlySpendLimit: spendLimit,
  /** Which alerts are e-mailed; all are on until the user turns one off. */
  alerts: alertSwitches,
  /** The language alert e-mails are written in. */
  alertLanguage: z.enum(ALERT_LANGUAGES),
};

export const SettingsSchema = z.object(settingsFields).register(contractRegistry, { id: 'Settings' });

/** A save names only what it changes; what it leaves out keeps its value. */
export const SettingsUpdateSchema = z
  .object(
    {
      lowCreditThreshold: settingsFields.lowCreditThreshold.optional(),
      monthlySpendLimit: settingsFields.monthlySpendLimit.optional(),
      alerts: alertSwitches.partial().optional(),
      alertLanguage: settingsFields.alertLanguage.optional(),
    },
    // Anything but an object is a bad threshold too, as before the limit joined the settings.
    { error: ERROR_MESSAGES.threshold_invalid },
  )
  .refine((update) => Object.keys(update).length > 0, ERROR_MESSAGES.settings_empty)
  .register(contractRegistry, { id: 'SettingsUpdate' });

export type UsageDay = z.infer<typeof UsageDaySchema>;
export type UsageReport = z.infer<typeof UsageReportSchema>;
export type UsageAppendRequest = z.infer<typeof UsageAppendRequestSchema>;
export type KeyRotationRequest = z.infer<typeof KeyRotationRequestSchema>;
export type KeyRotationResponse = z.infer<typeof KeyRotationResponseSchema>;
export type Settings = z.infer<typeof SettingsSchema>;
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;

/**
 * The usage, key rotation and settings operations as clients call them and the backend serves them, by id
 * (docs/decisions.md, "One call by operation id"); the operation list takes their method, path
 * and OK answer from here.
 */
export const USER_AREA_OPERATIONS = {
  getUsage: {
    id: 'getUsage',
    method: 'get',
    path: '/gateway/usage',
    ok: { status: 200, schema: UsageReportSchema },
  },
  rotateApiKey: {
    id: 'rotateApiKey',
    method: 'post',
    path: '/gateway/api-key/rotate',
    ok: { status: 200, schema: KeyRotationResponseSchema },
  },
  checkApiKey: {
    id: 'checkApiKey',
    method: 'get',
    path: '/gateway/api-key/check',
    ok: { status: 200, schema: KeyCheckResponseSchema },
  },
  getSettings: {
    id: 'getSettings',
    method: 'get',
    path: '/gateway/settings',
    ok: { status: 200, schema: SettingsSchema },
  },
  saveSettings: {
    id: 'saveSettings',
    method: 'post',
    path: '/gateway/settings',
    ok: { status: 200, schema: SettingsSchema },
  },
} as const satisfies Record<string, CallableOperation>;
