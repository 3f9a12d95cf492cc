import type { UsageDay } from '../../../api/user-area';

/**
 * The CSV columns are fixed English identifiers in both languages: the file is data for
 * spreadsheets and scripts, which need the same header whatever the page's language.
 */
export const USAGE_CSV_HEADER = [
  'date',
  'simulator_hours',
  'simulator_gb',
  'trainer_hours',
  'trainer_gb',
  'total_gb',
] as const;

/** The days as CSV (RFC 4180: CRLF line ends), oldest first, amounts as the backend reported them. */
export function usageToCsv(days: readonly UsageDay[]): string {
  const lines = [
    USAGE_CSV_HEADER.join(','),
    ...days.map((day) =>
      [day.date, day.simulatorHours, day.simulatorGb, day.trainerHours, day.trainerGb, day.totalGb].join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** "remoterl-usage-2026-10-24-to-2026-11-22.csv". */
export function usageCsvFileName(days: readonly UsageDay[]): string {
  const first = days[0]?.date ?? 'none';
  const last = days.at(-1)?.date ?? 'none';
  return `remoterl-usage-${first}-to-${last}.csv`;
}
