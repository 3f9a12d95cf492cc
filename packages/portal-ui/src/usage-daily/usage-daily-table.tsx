'use client';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Table, type TableColumn } from '@ccnets/design-system';
import {
  sortUsageRows,
  type SortDirection,
  type UsageDayRow,
  type UsageSeries,
  type UsageSortKey,
} from './usage-rows';

export interface UsageDailyTableLabels {
  caption: string;
  date: string;
  total: string;
  /** Read after a column heading's name: what pressing it does. */
  sortBy: string;
}

export interface UsageDailyTableProps {
  /** One row per day; the table shows the newest first until a heading sorts it. */
  rows: readonly UsageDayRow[];
  /** A column per series, between the date and the total. */
  series: readonly UsageSeries[];
  /** Writes a day, e.g. "Nov 3". */
  formatDate: (date: string) => string;
  /** Writes an amount of data, e.g. "0.42 GB". */
  formatGb: (gigabytes: number) => string;
  /** The caption and the date and total headings. */
  labels: UsageDailyTableLabels;
}

function SortButton({
  label,
  sortBy,
  direction,
  onClick,
}: {
  label: string;
  sortBy: string;
  direction: SortDirection | undefined;
  onClick: () => void;
}) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded-ds-sm font-semibold text-ds-muted hover:text-ds-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus"
    >
      {label}
      <span className="sr-only">, {sortBy}</span>
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** The daily usage as a table whose column headings sort it; newest day first until sorted. */
export function UsageDailyTable({ rows, series, formatDate, formatGb, labels }: UsageDailyTableProps) {
  const [sort, setSort] = useState<{ key: UsageSortKey; direction: SortDirection }>({
    key: 'date',
    direction: 'descending',
  });
  const toggle = (key: UsageSortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'descending' },
    );
  const header = (key: UsageSortKey, label: string): ReactNode => (
    <SortButton
      label={label}
      sortBy={labels.sortBy}
      direction={sort.key === key ? sort.direction : undefined}
      onClick={() => toggle(key)}
    />
  );
  const sortOf = (key: UsageSortKey) => (sort.key === key ? sort.direction : undefined);

  const columns: TableColumn<UsageDayRow>[] = [
    {
      id: 'date',
      header: header('date', labels.date),
      rowHeader: true,
      sort: sortOf('date'),
      cell: (row) => formatDate(row.date),
    },
    ...series.map((item): TableColumn<UsageDayRow> => ({
      id: item.key,
      header: header(item.key, item.label),
      align: 'end',
      sort: sortOf(item.key),
      cell: (row) => formatGb(row.values[item.key] ?? 0),
    })),
    {
      id: 'total',
      header: header('total', labels.total),
      align: 'end',
      sort: sortOf('total'),
      cell: (row) => formatGb(row.total),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={sortUsageRows(rows, sort.key, sort.direction)}
      rowKey="date"
      caption={labels.caption}
      hideCaption
    />
  );
}
