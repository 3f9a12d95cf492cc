/** One data series of the daily usage, e.g. one role; the app names them. */
export interface UsageSeries {
  /** Stable key, used in `UsageDayRow.values`. */
  key: string;
  /** Legend and column heading. */
  label: string;
}

/** Data used on one day. */
export interface UsageDayRow {
  /** The day, YYYY-MM-DD. */
  date: string;
  /** Amount per series key (GB). */
  values: Readonly<Record<string, number>>;
  /** Amount of the whole day (GB), summed by whoever has the exact figures. */
  total: number;
}

/** What the table is sorted by: the date, the total or a series key. */
export type UsageSortKey = 'date' | 'total' | (string & {});
export type SortDirection = 'ascending' | 'descending';

const valueOf = (row: UsageDayRow, key: UsageSortKey): number | string =>
  key === 'date' ? row.date : key === 'total' ? row.total : (row.values[key] ?? 0);

/** The rows sorted by `key`; ties keep date order, so the result never depends on the input order. */
export function sortUsageRows(
  rows: readonly UsageDayRow[],
  key: UsageSortKey,
  direction: SortDirection,
): UsageDayRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a, key);
    const right = valueOf(b, key);
    if (left !== right) return (left < right ? -1 : 1) * sign;
    return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
  });
}

/** True when no day used any data: the empty state of a new account. */
export const hasNoUsage = (rows: readonly UsageDayRow[]): boolean => rows.every((row) => row.total === 0);
