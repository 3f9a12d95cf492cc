// The user area's gateway messages beyond the account and billing: usage, key rotation and
// settings, and the test-only usage the backend tests add.
import { LOW_CREDIT_THRESHOLD, USAGE_ROLES } from '@remoterl/product';
import { z } from 'zod';
import { ERROR_MESSAGES } from './errors.ts';
import { ApiKeySchema } from './gateway.ts';
import { contractRegistry } from './registry.ts';

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

export const SettingsSchema = z
  .object(
    {
      /** Warn a Premium user when credit falls under this many dollars; 0 turns it off. */
      lowCreditThreshold: threshold,
    },
    // Anything but an object is a bad threshold too: the one thing these settings hold.
    { error: ERROR_MESSAGES.threshold_invalid },
  )
  .register(contractRegistry, { id: 'Settings' });

export type UsageDay = z.infer<typeof UsageDaySchema>;
export type UsageReport = z.infer<typeof UsageReportSchema>;
export type UsageAppendRequest = z.infer<typeof UsageAppendRequestSchema>;
export type KeyRotationRequest = z.infer<typeof KeyRotationRequestSchema>;
export type KeyRotationResponse = z.infer<typeof KeyRotationResponseSchema>;
export type Settings = z.infer<typeof SettingsSchema>;
