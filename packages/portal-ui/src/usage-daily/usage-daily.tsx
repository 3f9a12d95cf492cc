import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { DashboardCardError } from '../dashboard/dashboard-card-error';
import { formatGb as defaultFormatGb } from '../usage-summary/format-gb';
import { UsageBarsChart } from './usage-bars-chart';
import { UsageDailyTable, type UsageDailyTableLabels } from './usage-daily-table';
import { hasNoUsage, type UsageDayRow, type UsageSeries } from './usage-rows';

export interface UsageDailyLabels extends UsageDailyTableLabels {
  title: string;
  /** Names the chart for assistive technology. */
  chart: string;
  /** The disclosure that shows the table. */
  showTable: string;
  downloadCsv: string;
  emptyTitle: string;
  emptyDescription: string;
  loading: string;
  retry: string;
}

export const defaultUsageDailyLabels: UsageDailyLabels = {
  title: 'Data per day',
  chart: 'Bar chart of data per day and role; the table below has the same figures',
  showTable: 'Show as a table',
  downloadCsv: 'Download CSV',
  emptyTitle: 'No usage yet',
  emptyDescription: 'Data used will show here, day by day.',
  loading: 'Loading usage',
  retry: 'Try again',
  caption: 'Data per day',
  date: 'Date',
  total: 'Total',
  sortBy: 'sort',
};

export interface UsageDailyProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  /** One row per day, oldest first (the chart's order). */
  rows?: readonly UsageDayRow[];
  /** The series stacked in each bar, in order. */
  series: readonly UsageSeries[];
  /** Short day label for the axis and table, e.g. "Nov 3". */
  formatDate?: (date: string) => string;
  /** Writes an amount of data on the axis, in the legend and in the table; "0.42 GB" by default. */
  formatGb?: (gigabytes: number) => string;
  /** Saves the rows as CSV; the app decides the file's columns and name. */
  onDownloadCsv?: () => void;
  /** Shows a busy card in place of the chart while the rows load. */
  loading?: boolean;
  /** A message that replaces the chart when the data could not be loaded. */
  error?: ReactNode;
  /** Offered with `error`. */
  onRetry?: () => void;
  /** Visible strings and the chart's name; English by default. */
  labels?: Partial<UsageDailyLabels>;
}

const isoDay = (date: string) => date;

function ChartPlaceholder() {
  return (
    <div aria-hidden="true" className="h-[280px] w-full animate-pulse rounded-ds-button bg-ds-foreground/5" />
  );
}

/** Data used per day, stacked by series, with a sortable table of the same rows and a CSV download. */
export function UsageDaily({
  rows = [],
  series,
  formatDate = isoDay,
  formatGb = defaultFormatGb,
  onDownloadCsv,
  loading = false,
  error,
  onRetry,
  labels: labelOverrides,
  span = 'full',
  ...frame
}: UsageDailyProps) {
  const labels = { ...defaultUsageDailyLabels, ...labelOverrides };
  const empty = !loading && !error && hasNoUsage(rows);
  const download = onDownloadCsv ? (
    <Button
      size="sm"
      variant="outlined"
      startIcon={<Download />}
      onClick={onDownloadCsv}
      disabled={loading || !!error || empty}
    >
      {labels.downloadCsv}
    </Button>
  ) : undefined;
  const card = { title: labels.title, headerAction: download, span, ...frame };

  if (loading) {
    return (
      <DashboardCard {...card} aria-busy="true">
        <span className="sr-only">{labels.loading}</span>
        <ChartPlaceholder />
      </DashboardCard>
    );
  }
  if (error) {
    return <DashboardCardError {...card} error={error} onRetry={onRetry} retryLabel={labels.retry} />;
  }
  if (empty) {
    return (
      <DashboardCard {...card}>
        <div data-slot="usage-daily-empty" className="flex flex-col gap-1 py-6 text-center">
          <p className="font-semibold text-ds-foreground">{labels.emptyTitle}</p>
          <p className="text-sm text-ds-muted">{labels.emptyDescription}</p>
        </div>
      </DashboardCard>
    );
  }

  return (
    <DashboardCard {...card}>
      <div className="flex flex-col gap-4">
        <UsageBarsChart
          rows={rows}
          series={series}
          formatDate={formatDate}
          formatGb={formatGb}
          label={labels.chart}
          totalLabel={labels.total}
        />
        <details className="group rounded-ds-button border border-ds-border">
          <summary className="cursor-pointer rounded-ds-button px-4 py-2 font-medium text-ds-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus">
            {labels.showTable}
          </summary>
          <div className="border-t border-ds-border">
            <UsageDailyTable
              rows={rows}
              series={series}
              formatDate={formatDate}
              formatGb={formatGb}
              labels={labels}
            />
          </div>
        </details>
      </div>
    </DashboardCard>
  );
}
