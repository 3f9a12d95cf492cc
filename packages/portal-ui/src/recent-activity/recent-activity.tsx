'use client';

import {
  Ban,
  BellRing,
  CreditCard,
  History,
  KeyRound,
  LogIn,
  ShieldX,
  Unplug,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMessage, Heading, useLocale, useOverflow } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { DashboardCardError } from '../dashboard/dashboard-card-error';
import { DashboardCardSkeleton } from '../dashboard/dashboard-card-skeleton';
import { formatDateTime } from '../live-sessions/format-live-figures';
import { useNow } from '../live-sessions/use-now';
import { formatUsd } from '../billing-summary/format-usd';
import type { ActivityEntry, ActivityKind } from './activity-entry';
import {
  activityDetail,
  activityLabel,
  formatActivityTime,
  formatSourceAddress,
  type ActivityDetailLabels,
} from './format-activity';

export interface RecentActivityLabels {
  title: string;
  description?: string;
  /** Names the scrolling list for assistive technology. */
  list: string;
  /** What each kind of entry reads as, e.g. `key_regenerated`: "API key regenerated". */
  kinds: Readonly<Record<ActivityKind, string>>;
  /** A `sessions_blocked` entry that allowed new sessions again (`detail.blocked` false). */
  sessionsAllowed: string;
  /** The line under an entry's label: the amount paid, the new threshold, the replaced key… */
  details: ActivityDetailLabels;
  /**
   * Where an entry came from: `{address}` is the source address, e.g. "from {address}". A
   * string, not a function, so a server component can pass the labels.
   */
  source: string;
  emptyTitle: string;
  emptyDescription: string;
  loading: string;
  retry: string;
}

export const defaultRecentActivityLabels: RecentActivityLabels = {
  title: 'Recent activity',
  description: 'Sign-ins and changes to your account, newest first.',
  list: 'Account activity',
  kinds: {
    sign_in: 'Signed in',
    key_regenerated: 'API key regenerated',
    payment: 'Payment',
    threshold_changed: 'Low-credit alert changed',
    session_disconnected: 'Session disconnected',
    sessions_blocked: 'New sessions blocked',
    key_created: 'API key created',
    session_refused: 'Connection refused',
    key_revoked: 'API key revoked',
  },
  sessionsAllowed: 'New sessions allowed',
  details: {
    payment: '{amount} credited',
    threshold: 'Warn below {amount}',
    thresholdOff: 'Warning turned off',
    replacedKey: 'Replaced key {fingerprint}',
    session: 'Session {session}',
    refused: '{code} for key {fingerprint}',
  },
  source: 'from {address}',
  emptyTitle: 'No activity yet',
  emptyDescription: 'Sign-ins, key changes and payments show here.',
  loading: 'Loading activity',
  retry: 'Try again',
};

const KIND_ICONS: Readonly<Record<ActivityKind, LucideIcon>> = {
  sign_in: LogIn,
  key_regenerated: KeyRound,
  payment: CreditCard,
  threshold_changed: BellRing,
  session_disconnected: Unplug,
  sessions_blocked: Ban,
  key_created: KeyRound,
  session_refused: ShieldX,
  key_revoked: KeyRound,
};

export interface RecentActivityProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  /** The entries to show, newest first, as the server answers them (it sends at most 50). */
  entries: readonly ActivityEntry[];
  /** Shows a skeleton in place of the list, and `aria-busy`, while it loads. */
  loading?: boolean;
  /** A message that replaces the list when it could not be loaded. */
  error?: ReactNode;
  /** Offered with `error`. */
  onRetry?: () => void;
  /** The clock of the relative times; a fixed value stops it (stories, screenshots). */
  now?: number;
  /** Writes amounts of US dollars in the reader's language; "$20.00" by default. */
  formatMoney?: (amount: number) => string;
  /** The block's words, any subset; English by default (`defaultRecentActivityLabels`). */
  labels?: Partial<RecentActivityLabels>;
}

/**
 * An account's recent activity: sign-ins, key regenerations, payments and setting changes, each
 * with when (relative within a week, then the date, in the locale) and the address it came
 * from. A list in a scrolling region that the keyboard can reach, with loading, error-with-retry
 * and empty states. The times are kept current but nothing here is a live region.
 */
export function RecentActivity({
  entries,
  loading = false,
  error,
  onRetry,
  now: frozenNow,
  formatMoney = formatUsd,
  labels: labelOverrides,
  span = 'full',
  headingLevel = 2,
  ...frame
}: RecentActivityProps) {
  const labels = { ...defaultRecentActivityLabels, ...labelOverrides };
  const locale = useLocale();
  // Minutes are the finest unit an entry older than a minute shows.
  const now = useNow(frozenNow, 30_000);
  const card = {
    title: labels.title,
    description: labels.description,
    icon: <History />,
    span,
    headingLevel,
    ...frame,
  };

  if (loading) {
    return (
      <DashboardCardSkeleton {...card} loadingLabel={labels.loading} rows={3} slot="activity-skeleton" />
    );
  }

  if (error) {
    return <DashboardCardError {...card} error={error} onRetry={onRetry} retryLabel={labels.retry} />;
  }

  if (entries.length === 0) {
    return (
      <DashboardCard {...card}>
        <div data-slot="activity-empty" className="flex flex-col gap-1">
          <Heading level={headingLevel + 1} size="2xs">
            {labels.emptyTitle}
          </Heading>
          <p className="text-sm text-ds-muted">{labels.emptyDescription}</p>
        </div>
      </DashboardCard>
    );
  }

  return (
    <ActivityList
      card={card}
      entries={entries}
      labels={labels}
      now={now}
      locale={locale}
      formatMoney={formatMoney}
    />
  );
}

/** The entries, in a list that scrolls within the card. */
function ActivityList({
  card,
  entries,
  labels,
  now,
  locale,
  formatMoney,
}: {
  card: DashboardCardProps;
  entries: readonly ActivityEntry[];
  labels: RecentActivityLabels;
  now: number;
  locale: string;
  formatMoney: (amount: number) => string;
}) {
  const { scrollRef, contentRef, overflowing } = useOverflow<HTMLDivElement, HTMLOListElement>('y');
  return (
    <DashboardCard {...card}>
      {/* Fifty entries would make the page very long: the list scrolls. It holds nothing
          focusable, so while it overflows the region itself takes focus and the keyboard can
          scroll it. */}
      <div
        ref={scrollRef}
        role={overflowing ? 'region' : undefined}
        aria-label={overflowing ? labels.list : undefined}
        tabIndex={overflowing ? 0 : undefined}
        data-slot="activity-scroll"
        className="max-h-112 overflow-y-auto rounded-ds-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus"
      >
        <ol ref={contentRef} className="flex flex-col divide-y divide-ds-border">
          {entries.map((entry, index) => {
            const Icon = KIND_ICONS[entry.kind];
            const detail = activityDetail(entry, labels.details, formatMoney);
            return (
              <li key={`${entry.at}-${entry.kind}-${index}`} className="flex min-w-0 items-start gap-3 py-3">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ds-muted" />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="text-sm font-medium text-ds-foreground">
                    {activityLabel(entry, labels)}
                  </span>
                  {/* The detail leads the line of when and where: an entry stays two lines
                      high where there is room, so a short log still fits without scrolling. */}
                  <span className="flex flex-wrap gap-x-2 text-sm text-ds-muted">
                    {detail ? (
                      <span data-slot="activity-detail" className="text-ds-foreground">
                        {detail}
                      </span>
                    ) : null}
                    <time dateTime={entry.at} title={formatDateTime(entry.at, locale)}>
                      {formatActivityTime(entry.at, now, locale)}
                    </time>
                    <span className="break-all">
                      {formatMessage(labels.source, { address: formatSourceAddress(entry.source) })}
                    </span>
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </DashboardCard>
  );
}
