import { describe, expect, it } from 'vitest';
import { hasNoUsage, sortUsageRows, type UsageDayRow } from './usage-rows';

const row = (date: string, simulator: number, trainer: number): UsageDayRow => ({
  date,
  values: { simulator, trainer },
  total: simulator + trainer,
});
const rows = [row('2026-11-02', 0.05, 0.2), row('2026-11-01', 0.01, 0), row('2026-11-03', 0.05, 0.1)];

describe('sortUsageRows', () => {
  it('sorts by date either way', () => {
    expect(sortUsageRows(rows, 'date', 'ascending').map((r) => r.date)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    expect(sortUsageRows(rows, 'date', 'descending').map((r) => r.date)).toEqual([
      '2026-11-03',
      '2026-11-02',
      '2026-11-01',
    ]);
  });

  it('sorts by a series, breaking ties by date', () => {
    expect(sortUsageRows(rows, 'simulator', 'descending').map((r) => r.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-01',
    ]);
    expect(sortUsageRows(rows, 'total', 'ascending').map((r) => r.date)).toEqual([
      '2026-11-01',
      '2026-11-03',
      '2026-11-02',
    ]);
  });

  it('does not change its input', () => {
    const copy = [...rows];
    sortUsageRows(rows, 'total', 'descending');
    expect(rows).toEqual(copy);
  });
});

describe('hasNoUsage', () => {
  it('is true only when every day is zero', () => {
    expect(hasNoUsage([row('2026-11-01', 0, 0)])).toBe(true);
    expect(hasNoUsage([])).toBe(true);
    expect(hasNoUsage(rows)).toBe(false);
  });
});
