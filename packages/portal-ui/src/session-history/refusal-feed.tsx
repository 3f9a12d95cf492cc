'use client';

import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMessage, useLocale } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { DashboardCardError } from '../dashboard/dashboard-card-error';
import { formatDateTime } from '../live-sessions/format-live-figures';
import type { RefusalEntry, RefusalFixCode } from './ended-session';
import { defaultRefusalFixes } from './history-labels';

export interface RefusalFeedLabels {
  title: string;
  description: string;
  list: string;
  /** "{code} × {count} between {first} and {last}". */
  folded: string;
  /** One refusal: "{code} at {last}". */
  single: string;
  /** "Key {fingerprint}, client {client}". */
  origin: string;
  unknownClient: string;
  fixes: Readonly<Record<RefusalFixCode, string>>;
  empty: string;
  loading: string;
  retry: string;
}

export const defaultRefusalFeedLabels: RefusalFeedLabels = {
  title: 'Refused connections',
  description: 'Clients your key could not start in the last 30 days; repeats within an hour are folded.',
  list: 'Refused connections',
  folded: '{code} × {count}, {first} to {last}',
  single: '{code} at {last}',
  origin: 'Key {fingerprint}, client {client}',
  unknownClient: 'unnamed',
  fixes: defaultRefusalFixes,
  empty: 'No connection was refused.',
  loading: 'Loading refused connections',
  retry: 'Try again',
};

export interface RefusalFeedProps extends Omit<DashboardCardProps, 'title' | 'children'> {
  refusals: readonly RefusalEntry[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  labels?: Partial<RefusalFeedLabels>;
}

/** Refused connections of the account's keys, folded per code, key and hour, each with its fix. */
export function RefusalFeed({
  refusals,
  loading = false,
  error,
  onRetry,
  labels: overrides,
  span = 'full',
  ...frame
}: RefusalFeedProps) {
  const labels = { ...defaultRefusalFeedLabels, ...overrides };
  const locale = useLocale();
  const card = { title: labels.title, description: labels.description, icon: <ShieldX />, span, ...frame };
  if (error)
    return <DashboardCardError {...card} error={error} onRetry={onRetry} retryLabel={labels.retry} />;
  let body: ReactNode;
  if (loading) body = <p aria-busy="true">{labels.loading}</p>;
  else if (refusals.length === 0) body = <p className="text-ds-muted">{labels.empty}</p>;
  else
    body = (
      <ul aria-label={labels.list} className="flex flex-col divide-y divide-ds-border">
        {refusals.map((refusal) => {
          const values = {
            code: refusal.code,
            count: String(refusal.count),
            first: formatDateTime(refusal.firstAt, locale),
            last: formatDateTime(refusal.lastAt, locale),
          };
          return (
            <li key={`${refusal.code}-${refusal.keyFingerprint}-${refusal.firstAt}`} className="py-2">
              <p className="font-medium" data-slot="refusal-summary">
                {formatMessage(refusal.count > 1 ? labels.folded : labels.single, values)}
              </p>
              <p className="text-sm text-ds-muted">
                {formatMessage(labels.origin, {
                  fingerprint: `${refusal.keyFingerprint}…`,
                  client: refusal.client ?? labels.unknownClient,
                })}
              </p>
              <p className="text-sm" data-slot="refusal-fix">
                {labels.fixes[refusal.code]}
              </p>
            </li>
          );
        })}
      </ul>
    );
  return <DashboardCard {...card}>{body}</DashboardCard>;
}
