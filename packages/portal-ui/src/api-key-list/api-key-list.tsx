'use client';

import { formatMessage, useLocale } from '@ccnets/design-system';
import type { ApiKeyEntry } from '@remoterl/contract/api-keys';
import type { ReactNode } from 'react';
import { formatUsd } from '../billing-summary/format-usd';

export interface ApiKeyListLabels {
  /** Names the list for assistive technology. */
  list: string;
  /** The primary key's name (it has none of its own). */
  primary: string;
  /** `{date}` is the day it was made. */
  created: string;
  /** `{date}` is when a session last opened with it. */
  lastUsed: string;
  neverUsed: string;
  /** The key's own monthly limit: `{limit}` in the user's money format. */
  limit: string;
  /** A key without a limit of its own (the account's still applies). */
  noLimit: string;
  /** `{amount}`: what its sessions cost this calendar month. */
  spent: string;
  /** `{count}` of `{max}` keys the account may hold. */
  count: string;
}

export const defaultApiKeyListLabels: ApiKeyListLabels = {
  list: 'Your API keys',
  primary: 'Primary key',
  created: 'created {date}',
  lastUsed: 'last used {date}',
  neverUsed: 'never used',
  limit: 'limit {limit} a month',
  noLimit: 'no limit of its own',
  spent: '{amount} spent this month',
  count: '{count} of {max} keys',
};

export interface ApiKeyListProps {
  keys: readonly ApiKeyEntry[];
  /** The most live keys an account may hold; shown as "2 of 10 keys". */
  max: number;
  labels?: Partial<ApiKeyListLabels>;
  /** Dollars in the user's money format; "$5.00" by default. */
  formatMoney?: (usd: number) => string;
  /** The row's buttons (set limit, revoke…), beside its name. */
  actions?: (entry: ApiKeyEntry) => ReactNode;
  /** Shown under a row across its width, e.g. the open limit editor of that key. */
  editor?: (entry: ApiKeyEntry) => ReactNode;
}

/**
 * The account's keys, the primary one first (docs/decisions.md, "Named API keys"): each by its
 * name and fingerprint, when it was made and last used, its own spend limit and what it spent
 * this month. What each row can do is the page's (`actions`, `editor`).
 */
export function ApiKeyList({
  keys,
  max,
  labels: labelOverrides,
  formatMoney = formatUsd,
  actions,
  editor,
}: ApiKeyListProps) {
  const labels = { ...defaultApiKeyListLabels, ...labelOverrides };
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={labels.list} className="flex flex-col divide-y divide-ds-border">
        {keys.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-3 py-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-medium text-ds-foreground">{entry.name ?? labels.primary}</span>
                <span className="text-sm text-ds-muted">
                  <code className="font-ds-mono">{entry.fingerprint}…</code>
                  {' · '}
                  {formatMessage(labels.created, { date: day.format(new Date(entry.createdAt)) })}
                  {' · '}
                  {entry.lastUsedAt
                    ? formatMessage(labels.lastUsed, { date: moment.format(new Date(entry.lastUsedAt)) })
                    : labels.neverUsed}
                </span>
                <span className="text-sm text-ds-muted" data-slot="key-spend">
                  {entry.monthlySpendLimit === null
                    ? labels.noLimit
                    : formatMessage(labels.limit, { limit: formatMoney(entry.monthlySpendLimit) })}
                  {' · '}
                  {formatMessage(labels.spent, { amount: formatMoney(entry.spentThisMonth) })}
                </span>
              </div>
              {actions ? <div className="flex flex-wrap items-center gap-2">{actions(entry)}</div> : null}
            </div>
            {editor?.(entry)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-ds-muted">{formatMessage(labels.count, { count: keys.length, max })}</p>
    </div>
  );
}
