import { CHARGE_RULE } from './charge-rule.ts';

/**
 * The monthly spend limit a PREMIUM account may set (docs/product.md#spend-limits), in whole
 * dollars per calendar month (UTC); no limit until the user sets one. A BASIC account's limit is
 * its free allowance.
 */
export const SPEND_LIMIT = {
  /** The smallest limit: one dollar, so a limit always lets some data through. */
  min: 1,
  /** The largest single charge: more than any month a user would cap, so a typo is refused. */
  max: CHARGE_RULE.max,
} as const;

/** The shares of a limit at which the user is alerted, once each per month. */
export const SPEND_ALERT_PERCENTS = [50, 80, 100] as const;

/** Cents still to spend this month under a limit of `limitUsd`, never below zero. */
export const spendLimitLeftCents = (limitUsd: number, spentCents: number): number =>
  Math.max(0, limitUsd * 100 - spentCents);
