import { kilobytesToGb, MILLIHOURS_PER_HOUR } from '@remoterl/product';
import type { Store } from '../store/index.ts';
import type { UsageDay, UsageReport } from '@remoterl/contract';
import { addDays } from './days.ts';

export { utcToday } from './days.ts';

/** The billing period holding `today`: its UTC calendar month. */
export function billingPeriod(today: string): { start: string; end: string } {
  const start = `${today.slice(0, 7)}-01`;
  const end = addDays(addDays(start, 31).slice(0, 7) + '-01', -1);
  return { start, end };
}

const hours = (milliHours: number) => milliHours / MILLIHOURS_PER_HOUR;

/** The usage page's data for `uid` on `today` (YYYY-MM-DD, UTC). */
export function buildUsageReport(store: Store, uid: string, today: string, days: number): UsageReport {
  const first = addDays(today, -(days - 1));
  const byDay = new Map<string, UsageDay>();
  for (let index = 0; index < days; index += 1) {
    const date = addDays(first, index);
    byDay.set(date, { date, simulatorHours: 0, simulatorGb: 0, trainerHours: 0, trainerGb: 0, totalGb: 0 });
  }
  const kilobytesByDay = new Map<string, number>();
  for (const row of store.usage.between(uid, first, today)) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry[`${row.role}Hours`] = hours(row.milliHours);
    entry[`${row.role}Gb`] = kilobytesToGb(row.kilobytes);
    kilobytesByDay.set(row.day, (kilobytesByDay.get(row.day) ?? 0) + row.kilobytes);
  }
  for (const [date, kilobytes] of kilobytesByDay) {
    const entry = byDay.get(date);
    if (entry) entry.totalGb = kilobytesToGb(kilobytes);
  }

  const period = billingPeriod(today);
  const premium = store.usage.isPremium(uid);
  const allowance = store.usage.freeAllowanceKilobytes;
  const recordedKilobytes = store.usage.totalKilobytes(uid, period.start, period.end);
  // Free data past the allowance is uncollected, not usage (docs/decisions.md, "Metering"); a
  // data folder written before that rule may hold some, and it is never shown over 100 %.
  const usedKilobytes = premium ? recordedKilobytes : Math.min(recordedKilobytes, allowance);
  const account = store.accounts.find(uid);
  return {
    plan: premium ? 'premium' : 'free',
    period,
    usedGb: kilobytesToGb(usedKilobytes),
    allowanceGb: premium ? null : kilobytesToGb(allowance),
    remainingGb: premium ? null : kilobytesToGb(Math.max(0, allowance - usedKilobytes)),
    balance: (account?.balanceCents ?? 0) / 100,
    days: [...byDay.values()],
  };
}
