import type { UsageDayRow, UsageSeries } from './usage-rows';

export const usageSeries: UsageSeries[] = [
  { key: 'simulator', label: 'Simulator' },
  { key: 'trainer', label: 'Trainer' },
];

/** 30 days ending 2026-11-22, with idle days; amounts in GB as the backend reports them. */
export const usageRows: UsageDayRow[] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 24 + index)).toISOString().slice(0, 10);
  const idle = index % 7 === 5 || index % 7 === 6;
  const simulator = idle ? 0 : ((index * 37) % 50) / 1000 + 0.01;
  const trainer = idle ? 0 : ((index * 53) % 12) / 100;
  return {
    date,
    values: { simulator: Number(simulator.toFixed(3)), trainer: Number(trainer.toFixed(2)) },
    total: Number((simulator + trainer).toFixed(3)),
  };
});

export const emptyUsageRows: UsageDayRow[] = usageRows.map((row) => ({
  date: row.date,
  values: { simulator: 0, trainer: 0 },
  total: 0,
}));

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const formatFixtureDate = (date: string) => monthDay.format(new Date(`${date}T00:00:00Z`));
const koMonthDay = new Intl.DateTimeFormat('ko-KR', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const formatFixtureDateKo = (date: string) => koMonthDay.format(new Date(`${date}T00:00:00Z`));
