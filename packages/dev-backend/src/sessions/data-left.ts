import { KB_PER_GB, PREMIUM_DOLLARS_PER_GB, spendLimitLeftCents } from '@remoterl/product';
import type { SpendLimitReached } from '@remoterl/contract';
import type { Store } from '../store/index.ts';
import { utcToday } from '../usage/days.ts';
import { billingPeriod } from '../usage/report.ts';

export interface DataLeft {
  plan: 'free' | 'premium';
  kilobytes: number;
  /** Set when the monthly spend limit, not the credit, is what runs out first. */
  limit?: SpendLimitReached;
}

/** Kilobytes one cent of credit buys ($1 per GB). */
export const KB_PER_CENT = KB_PER_GB / (PREMIUM_DOLLARS_PER_GB * 100);

/**
 * What an account may still move: Free, its allowance less this period's usage; Premium, its
 * credit at $1 per GB, or what its monthly spend limit still allows when that is less
 * (docs/decisions.md, "Metering" and "Spend limits").
 */
export function dataLeft(store: Store, uid: string, today = utcToday()): DataLeft {
  if (store.usage.isPremium(uid)) {
    const cents = store.accounts.find(uid)?.balanceCents ?? 0;
    const credit: DataLeft = { plan: 'premium', kilobytes: Math.max(0, cents * KB_PER_CENT) };
    const limitUsd = store.settings.of(uid).monthlySpendLimit;
    if (limitUsd === null) return credit;
    const limitLeft =
      spendLimitLeftCents(limitUsd, store.usage.spentCents(uid, today.slice(0, 7))) * KB_PER_CENT;
    return limitLeft < credit.kilobytes
      ? { plan: 'premium', kilobytes: limitLeft, limit: { kind: 'monthly-spend-limit', usd: limitUsd } }
      : credit;
  }
  const period = billingPeriod(today);
  const used = store.usage.totalKilobytes(uid, period.start, period.end);
  return { plan: 'free', kilobytes: Math.max(0, store.usage.freeAllowanceKilobytes - used) };
}

/** Whole megabytes, as the client's banner shows them ("5373 MB left"). */
export const megabytes = (kilobytes: number): number => Math.floor(kilobytes / 1_000);
