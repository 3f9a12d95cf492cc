/**
 * What RemoteRL charges for data (docs/product.md#data-deduction, docs/product.md#plans). The usage page,
 * the pricing copy and the backend's credit deduction all read these, so they cannot drift.
 */

import { FREE_ALLOWANCE_GB, PREMIUM_PLAN } from './plans.ts';

/** The two ends of a RemoteRL connection; each moves data at its own rate. */
export const USAGE_ROLES = ['simulator', 'trainer'] as const;
export type UsageRole = (typeof USAGE_ROLES)[number];

/** Data moved per connected hour: simulator 0.01 GB (10 MB), trainer 0.1 GB (100 MB). */
export const DATA_RATE_GB_PER_HOUR: Readonly<Record<UsageRole, number>> = {
  simulator: 0.01,
  trainer: 0.1,
};

/** The Free plan includes this much data per billing period. */
export const FREE_DATA_ALLOWANCE_GB = FREE_ALLOWANCE_GB;

/** Premium (pay-as-you-go) takes this many dollars of credit per GB. */
export const PREMIUM_DOLLARS_PER_GB = PREMIUM_PLAN.usdPerGb;

/**
 * Amounts are kept as whole numbers so sums never drift through floating point: time in
 * thousandths of an hour, data in kilobytes (decimal: 1 GB = 1,000,000 kB, so 0.01 GB is 10 MB,
 * docs/product.md#data-deduction), money in cents.
 */
export const KB_PER_GB = 1_000_000;
export const MILLIHOURS_PER_HOUR = 1_000;

/** The data `dollars` of Premium credit buy, in GB. */
export const gbForDollars = (dollars: number): number => dollars / PREMIUM_DOLLARS_PER_GB;

/** Kilobytes a role moves in `milliHours` thousandths of an hour. */
export function kilobytesFor(role: UsageRole, milliHours: number): number {
  return Math.round((milliHours * DATA_RATE_GB_PER_HOUR[role] * KB_PER_GB) / MILLIHOURS_PER_HOUR);
}

/** Premium cost of `kilobytes`, in cents rounded up: a started cent is a charged cent. */
export function premiumCostCents(kilobytes: number): number {
  return Math.ceil((kilobytes * PREMIUM_DOLLARS_PER_GB * 100) / KB_PER_GB);
}

/** Whole-number kilobytes as gigabytes (exact in decimal: an integer divided by a power of ten). */
export const kilobytesToGb = (kilobytes: number): number => kilobytes / KB_PER_GB;
