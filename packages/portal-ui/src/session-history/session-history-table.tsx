'use client';

import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderAnchorLink, type RenderLink } from '@ccnets/design-system';
import { Table, type TableColumn } from '@ccnets/design-system';
import { formatMessage, useLocale } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { DashboardCardError } from '../dashboard/dashboard-card-error';
import { formatBytes, formatCount, formatDateTime } from '../live-sessions/format-live-figures';
import type { EndedSession } from './ended-session';
import { defaultEndReasonLabels, formatSessionDuration, type EndReasonLabels } from './history-labels';
import { formatSessionCost } from './format-session-cost';

export interface SessionHistoryLabels extends EndReasonLabels {
  title: string;
  description: string;
  caption: string;
  ended: string;
  role: string;
  session: string;
  duration: string;
  data: string;
  /** "{sent} sent, {received} received": the process's own counts. */
  dataValue: string;
  frames: string;
  cost: string;
  reason: string;
  roles: { simulator: string; trainer: string };
  units: { h: string; min: string; s: string };
  /** "{share} of the allowance". */
  allowanceShare: string;
  empty: string;
  loading: string;
  retry: string;
}

export const defaultSessionHistoryLabels: SessionHistoryLabels = {
  ...defaultEndReasonLabels,
  title: 'Session history',
  description: 'Sessions that ended in the last 90 days, newest first.',
  caption: 'Ended sessions',
  ended: 'Ended',
  role: 'Role',
  session: 'Session',
  duration: 'Duration',
  data: 'Data (as the process counts it)',
  dataValue: '{sent} sent, {received} received',
  frames: 'Steps',
  cost: 'Metered · cost',
  reason: 'End reason',
  roles: { simulator: 'Simulator', trainer: 'Trainer' },
  units: { h: 'h', min: 'min', s: 's' },
  allowanceShare: '{share} of the allowance',
  empty: 'No session has ended yet.',
  loading: 'Loading session history',
  retry: 'Try again',
};

export interface SessionHistoryTableProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  sessions: readonly EndedSession[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** The address of one session's detail page. */
  hrefFor: (id: string) => string;
  renderLink?: RenderLink;
  /** Filters above the table. */
  controls?: ReactNode;
  /** Writes US dollars in the reader's language; "$0.12" by default. */
  formatMoney?: (amount: number) => string;
  labels?: Partial<SessionHistoryLabels>;
}

/**
 * Ended sessions: when, role, session (a link to its timeline), duration, data sent and received
 * as the process counts it, steps, data metered and its cost, and the end reason in words with
 * its code and the one action that fixes it.
 */
export function SessionHistoryTable({
  sessions,
  loading = false,
  error,
  onRetry,
  hrefFor,
  renderLink = renderAnchorLink,
  controls,
  formatMoney,
  labels: overrides,
  span = 'full',
  footer,
  ...frame
}: SessionHistoryTableProps) {
  const labels = { ...defaultSessionHistoryLabels, ...overrides };
  const locale = useLocale();
  const card = { title: labels.title, description: labels.description, icon: <History />, span, ...frame };
  if (error)
    return <DashboardCardError {...card} error={error} onRetry={onRetry} retryLabel={labels.retry} />;

  const columns: TableColumn<EndedSession>[] = [
    {
      id: 'ended',
      header: labels.ended,
      cell: (row) => <time dateTime={row.endedAt}>{formatDateTime(row.endedAt, locale)}</time>,
    },
    { id: 'role', header: labels.role, cell: (row) => labels.roles[row.role] },
    {
      id: 'session',
      header: labels.session,
      rowHeader: true,
      cell: (row) => renderLink({ href: hrefFor(row.id), children: <code>{row.id}</code> }),
    },
    {
      id: 'duration',
      header: labels.duration,
      cell: (row) => formatSessionDuration(row.durationMs, labels.units),
    },
    {
      id: 'data',
      header: labels.data,
      cell: (row) =>
        formatMessage(labels.dataValue, {
          sent: formatBytes(row.sentBytes, locale),
          received: formatBytes(row.receivedBytes, locale),
        }),
    },
    { id: 'frames', header: labels.frames, align: 'end', cell: (row) => formatCount(row.frames, locale) },
    {
      id: 'cost',
      header: labels.cost,
      cell: (row) => formatSessionCost(row, locale, labels.allowanceShare, formatMoney),
    },
    {
      id: 'reason',
      header: labels.reason,
      cell: (row) => (
        <span className="flex flex-col">
          <span data-slot="end-reason">
            {labels.reasons[row.endReason]} <code className="text-ds-muted">{row.endCode}</code>
          </span>
          {labels.fixes[row.endReason] ? (
            <span data-slot="end-fix" className="text-sm text-ds-muted">
              {labels.fixes[row.endReason]}
            </span>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <DashboardCard {...card} footer={footer}>
      {controls}
      <Table
        columns={columns}
        rows={sessions}
        rowKey={(row) => `${row.id}-${row.endedAt}`}
        caption={labels.caption}
        hideCaption
        loading={loading}
        loadingLabel={labels.loading}
        emptyState={labels.empty}
        locale={locale}
      />
    </DashboardCard>
  );
}
