// The live cost and runway of an account (docs/decisions.md, "Cost, burn rate and runway"): a
// plain field of the live view's snapshot, so the usage page, the notices and the dashboard's
// summary line move with the same stream as the sessions page.
import { USAGE_ROLES } from '@remoterl/product';
import { z } from 'zod';
import { contractRegistry } from './registry.ts';

const gb = z.number().nonnegative();
const usd = z.number().nonnegative();
const day = z.iso.date();

const RoleCostSchema = z.object({ gb, usd });

export const LiveUsageSchema = z
  .object({
    plan: z.enum(['free', 'premium']),
    /** The billing period (UTC calendar month) holding today. */
    period: z.object({ start: day, end: day }),
    /** Data metered this period. */
    usedGb: gb,
    /** Free: the allowance; null on Premium. */
    allowanceGb: gb.nullable(),
    /** What is left to move: Free, the allowance left; Premium, the credit at the Premium rate. */
    leftGb: gb,
    /** Premium credit in USD (0 on Free). */
    balance: usd,
    /** Money this period's data cost at the Premium rate (0 on Free, which pays nothing). */
    spentUsd: usd,
    /** This period's days up to today, oldest first. */
    days: z.array(z.object({ date: day, gb, usd })),
    /** This period's data and cost per role. */
    roles: z.object(
      Object.fromEntries(USAGE_ROLES.map((role) => [role, RoleCostSchema])) as Record<
        (typeof USAGE_ROLES)[number],
        typeof RoleCostSchema
      >,
    ),
    /** Today (UTC) by hour: 24 entries, hour 0 first; an hour not yet reached is 0. */
    today: z.object({
      date: day,
      hours: z.array(z.object({ hour: z.int().min(0).max(23), simulatorGb: gb, trainerGb: gb })).length(24),
    }),
    /** The rate the sessions metering now draw data (and, on Premium, money) at. */
    burn: z.object({ gbPerHour: gb, usdPerHour: usd }),
    /**
     * How long what is left lasts at the current burn, and until when; null while nothing is
     * metered. On Free `until` is capped at the period's end, when the allowance refills.
     */
    runway: z
      .object({ hours: z.number().nonnegative(), until: z.iso.datetime(), refills: z.boolean() })
      .nullable(),
    /** low: Premium credit under the chosen threshold, or Free past 80 % of its allowance. */
    warning: z.enum(['none', 'low', 'exhausted']),
  })
  .register(contractRegistry, {
    id: 'LiveUsage',
    description:
      'This period’s spend, per day, role and hour, the current burn rate and the runway, as the live view sends them.',
  });

export type LiveUsage = z.infer<typeof LiveUsageSchema>;
