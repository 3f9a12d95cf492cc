// Spend, burn rate and runway for the live view (docs/decisions.md, "Cost, burn rate and
// runway"). Every figure comes from the metering rule in @remoterl/product and the usage the
// metering step recorded; nothing here charges or records anything.
import type { LiveUsage } from '@remoterl/contract';
import {
  DATA_RATE_GB_PER_HOUR,
  freeAllowanceState,
  isCreditLow,
  KB_PER_GB,
  kilobytesToGb,
  PREMIUM_DOLLARS_PER_GB,
  USAGE_ROLES,
  type UsageRole,
} from '@remoterl/product';
import type { Store } from '../store/index.ts';
import { addDays, utcToday } from './days.ts';
import { billingPeriod } from './report.ts';

const MS_PER_HOUR = 3_600_000;

/** What a running session needs to say about its metering. */
export interface MeteringSession {
  role: UsageRole;
  /** False while paused (no data left) or ended: it draws nothing now. */
  metering: boolean;
}

/** Money for `kilobytes` at the Premium rate, in dollars (unrounded: see the decision). */
export const usdFor = (kilobytes: number): number => (kilobytes * PREMIUM_DOLLARS_PER_GB) / KB_PER_GB;

/** GB per real hour the sessions draw: each role's rate, times the metered clock's rate. */
export function burnGbPerHour(sessions: Iterable<MeteringSession>, clockRate: number): number {
  let rate = 0;
  for (const session of sessions) if (session.metering) rate += DATA_RATE_GB_PER_HOUR[session.role];
  return rate * clockRate;
}

/** The live cost figures of `uid` at `now`. */
export function buildLiveUsage(
  store: Store,
  uid: string,
  sessions: Iterable<MeteringSession>,
  clockRate: number,
  now = Date.now(),
): LiveUsage {
  const today = utcToday(new Date(now));
  const period = billingPeriod(today);
  const premium = store.usage.isPremium(uid);
  const money = (kilobytes: number) => (premium ? usdFor(kilobytes) : 0);

  const kilobytesByDay = new Map<string, number>();
  const kilobytesByRole: Record<UsageRole, number> = { simulator: 0, trainer: 0 };
  for (const row of store.usage.between(uid, period.start, today)) {
    kilobytesByDay.set(row.day, (kilobytesByDay.get(row.day) ?? 0) + row.kilobytes);
    kilobytesByRole[row.role] += row.kilobytes;
  }
  const days: LiveUsage['days'] = [];
  for (let date = period.start; date <= today; date = addDays(date, 1)) {
    const kilobytes = kilobytesByDay.get(date) ?? 0;
    days.push({ date, gb: kilobytesToGb(kilobytes), usd: money(kilobytes) });
  }
  const usedKilobytes = kilobytesByRole.simulator + kilobytesByRole.trainer;

  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, simulatorGb: 0, trainerGb: 0 }));
  for (const row of store.usageHours.ofDay(uid, today)) {
    const entry = hours[Number(row.hour.slice(11, 13))];
    if (entry) entry[`${row.role}Gb`] = kilobytesToGb(row.kilobytes);
  }

  const balance = (store.accounts.find(uid)?.balanceCents ?? 0) / 100;
  const allowanceKilobytes = store.usage.freeAllowanceKilobytes;
  const leftGb = premium
    ? balance / PREMIUM_DOLLARS_PER_GB
    : kilobytesToGb(Math.max(0, allowanceKilobytes - usedKilobytes));

  const gbPerHour = burnGbPerHour(sessions, clockRate);
  let runway: LiveUsage['runway'] = null;
  if (gbPerHour > 0) {
    let hoursLeft = leftGb / gbPerHour;
    // A Free allowance refills when the period ends: it cannot run out after that.
    const refillsAt = Date.parse(`${addDays(period.end, 1)}T00:00:00Z`);
    const refills = !premium && now + hoursLeft * MS_PER_HOUR > refillsAt;
    if (refills) hoursLeft = (refillsAt - now) / MS_PER_HOUR;
    runway = { hours: hoursLeft, until: new Date(now + hoursLeft * MS_PER_HOUR).toISOString(), refills };
  }

  return {
    plan: premium ? 'premium' : 'free',
    period,
    usedGb: kilobytesToGb(usedKilobytes),
    allowanceGb: premium ? null : kilobytesToGb(allowanceKilobytes),
    leftGb,
    balance,
    spentUsd: money(usedKilobytes),
    days,
    roles: Object.fromEntries(
      USAGE_ROLES.map((role) => [
        role,
        { gb: kilobytesToGb(kilobytesByRole[role]), usd: money(kilobytesByRole[role]) },
      ]),
    ) as LiveUsage['roles'],
    today: { date: today, hours },
    burn: { gbPerHour, usdPerHour: premium ? gbPerHour * PREMIUM_DOLLARS_PER_GB : 0 },
    runway,
    warning: warningOf(store, uid, premium, balance, usedKilobytes, allowanceKilobytes),
  };
}

function warningOf(
  store: Store,
  uid: string,
  premium: boolean,
  balance: number,
  usedKilobytes: number,
  allowanceKilobytes: number,
): LiveUsage['warning'] {
  if (premium) {
    if (balance <= 0) return 'exhausted';
    const threshold = store.settings.of(uid).lowCreditThreshold;
    return isCreditLow({ premium, balance, threshold }) ? 'low' : 'none';
  }
  const state = freeAllowanceState(kilobytesToGb(usedKilobytes), kilobytesToGb(allowanceKilobytes));
  return state === 'over' ? 'exhausted' : state === 'near' ? 'low' : 'none';
}
