import { KB_PER_GB, PREMIUM_DOLLARS_PER_GB } from '@remoterl/product';
import type { Store } from '../store/index.ts';
import { utcToday } from '../usage/days.ts';
import { billingPeriod } from '../usage/report.ts';

export interface DataLeft {
  plan: 'free' | 'premium';
  kilobytes: number;
}

/** Kilobytes one cent of credit buys ($1 per GB). */
const KB_PER_CENT = KB_PER_GB / (PREMIUM_DOLLARS_PER_GB * 100);

/**
 * What an account may still move: Free, its allowance less this period's usage; Premium, its
 * credit at $1 per GB (docs/decisions.md, "Metering").
 */
export function dataLeft(store: Store, uid: string, today = utcToday()): DataLeft {
  if (store.usage.isPremium(uid)) {
    const cents = store.accounts.find(uid)?.balanceCents ?? 0;
    return { plan: 'premium', kilobytes: Math.max(0, cents * KB_PER_CENT) };
  }
  const period = billingPeriod(today);
  const used = store.usage.totalKilobytes(uid, period.start, period.end);
  return { plan: 'free', kilobytes: Math.max(0, store.usage.freeAllowanceKilobytes - used) };
}

/** Whole megabytes, as the client's banner shows them ("5373 MB left"). */
export const megabytes = (kilobytes: number): number => Math.floor(kilobytes / 1_000);
