// The development seed of usage records: the same uid and end day always give the same 30 days,
// so a developer's screen, a story fixture and an end-to-end expectation can agree. Hand-written
// because it is a dozen lines (FNV-1a to seed mulberry32) and must be identical in every runtime.
import { USAGE_ROLES, type UsageRole } from '@remoterl/product';

export interface SeedRecord {
  /** UTC day, YYYY-MM-DD. */
  date: string;
  role: UsageRole;
  /** Connected time in thousandths of an hour. */
  milliHours: number;
}

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Most hours per day a seeded role runs: a few simulators for hours, one trainer for less. */
const MAX_MILLI_HOURS: Record<UsageRole, number> = { simulator: 6_000, trainer: 1_500 };

/** The UTC day `offset` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * Usage for the `days` days ending on `endDay`, oldest first. About a third of the days are
 * idle, as a developer's week is; hours come in tenths so every amount reads cleanly.
 */
export function seedUsage(seed: string, endDay: string, days = 30): SeedRecord[] {
  const next = random(hash(`${seed}|${endDay}`));
  const records: SeedRecord[] = [];
  for (let index = days - 1; index >= 0; index -= 1) {
    const date = addDays(endDay, -index);
    if (next() < 0.35) continue;
    for (const role of USAGE_ROLES) {
      const tenths = Math.floor(next() * (MAX_MILLI_HOURS[role] / 100 + 1));
      if (tenths > 0) records.push({ date, role, milliHours: tenths * 100 });
    }
  }
  return records;
}
