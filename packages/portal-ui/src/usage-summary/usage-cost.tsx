'use client';

import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMessage, useLocale } from '@ccnets/design-system';
import { DashboardCard, type DashboardCardProps } from '../dashboard/dashboard-card';
import { DashboardCardError } from '../dashboard/dashboard-card-error';
import { DashboardCardSkeleton } from '../dashboard/dashboard-card-skeleton';
import { formatDollars, formatGigabytes } from './format-runway';
import {
  defaultRunwayLineLabels,
  runwayParts,
  type RunwayFigures,
  type RunwayLineLabels,
} from './runway-line';

type Role = 'simulator' | 'trainer';

export interface UsageCostFigures extends RunwayFigures {
  /** Data used this period. */
  usedGb: number;
  /** Free: the allowance; null on Premium. */
  allowanceGb: number | null;
  /** This period's money (0 on Free). */
  spentUsd: number;
  /** This period's data and money per role. */
  roles: Readonly<Record<Role, { gb: number; usd: number }>>;
  /** This period's days up to today. */
  days: readonly { date: string; gb: number; usd: number }[];
  /** Today by UTC hour, 24 entries. */
  hours: readonly { hour: number; simulatorGb: number; trainerGb: number }[];
}

export interface UsageCostLabels {
  title: string;
  spent: string;
  /** Free: "{share} of the allowance" (share already a percentage). */
  allowanceShare: string;
  roles: Readonly<Record<Role, string>>;
  burnRate: string;
  runway: string;
  today: string;
  /** One hour for assistive technology: "{hour}:00 UTC: {amount}". */
  hour: string;
  perDay: string;
  date: string;
  data: string;
  cost: string;
  loading: string;
  retry: string;
  runwayLine: RunwayLineLabels;
}

export const defaultUsageCostLabels: UsageCostLabels = {
  title: 'Cost and runway',
  spent: 'Spent this period',
  allowanceShare: '{share} of the allowance',
  roles: { simulator: 'Simulators', trainer: 'Trainers' },
  burnRate: 'Burn rate',
  runway: 'Runway',
  today: 'Today by hour (UTC)',
  hour: '{hour}:00 UTC: {amount}',
  perDay: 'Spend per day',
  date: 'Date',
  data: 'Data',
  cost: 'Cost',
  loading: 'Loading cost',
  retry: 'Try again',
  runwayLine: defaultRunwayLineLabels,
};

export interface UsageCostProps
  extends Omit<DashboardCardProps, 'title' | 'children'>, Partial<UsageCostFigures> {
  /** Shows the card's skeleton until the first figures come. */
  loading?: boolean;
  /** Shown in place of the figures when they could not be loaded. */
  error?: ReactNode;
  /** Offered beside the error. */
  onRetry?: () => void;
  /** Writes a date (YYYY-MM-DD) of the per-day table. */
  formatDate?: (date: string) => string;
  /** Texts in the page's language; English by default. */
  labels?: Partial<UsageCostLabels>;
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-ds-muted">{term}</dt>
      <dd className="text-sm font-medium break-words text-ds-foreground tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * What the period has cost, live: money spent (or the share of a Free allowance), per role,
 * the burn rate and runway, today by hour, and the spend per day. Every figure is passed in;
 * the app keeps them current from its live stream.
 */
export function UsageCost({
  loading = false,
  error,
  onRetry,
  formatDate = (date) => date,
  labels: overrides,
  span = 'full',
  headingLevel = 2,
  plan,
  leftGb,
  balance,
  burn,
  runway,
  warning,
  usedGb,
  allowanceGb,
  spentUsd,
  roles,
  days,
  hours,
  ...frame
}: UsageCostProps) {
  const labels = { ...defaultUsageCostLabels, ...overrides };
  const locale = useLocale();
  const card = { title: labels.title, icon: <Wallet />, span, headingLevel, ...frame };
  if (error)
    return <DashboardCardError {...card} error={error} onRetry={onRetry} retryLabel={labels.retry} />;
  if (
    loading ||
    plan === undefined ||
    leftGb === undefined ||
    balance === undefined ||
    burn === undefined ||
    runway === undefined ||
    warning === undefined ||
    usedGb === undefined ||
    spentUsd === undefined ||
    roles === undefined ||
    days === undefined ||
    hours === undefined
  ) {
    return (
      <DashboardCardSkeleton {...card} loadingLabel={labels.loading} rows={3} slot="usage-cost-skeleton" />
    );
  }
  const premium = plan === 'premium';
  const parts = runwayParts({ plan, leftGb, balance, burn, runway, warning }, labels.runwayLine, locale);
  const share = (gb: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      allowanceGb ? gb / allowanceGb : 0,
    );
  const money = (gb: number, usd: number) =>
    premium ? `${formatDollars(usd, locale)} · ${formatGigabytes(gb, locale)}` : formatGigabytes(gb, locale);
  const peak = Math.max(...hours.map((hour) => hour.simulatorGb + hour.trainerGb), 0);

  return (
    <DashboardCard {...card}>
      <div className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 ds-md:grid-cols-3">
          <Figure term={labels.spent}>
            {premium
              ? formatDollars(spentUsd, locale)
              : formatMessage(labels.allowanceShare, { share: share(usedGb) })}
          </Figure>
          <Figure term={labels.roles.simulator}>{money(roles.simulator.gb, roles.simulator.usd)}</Figure>
          <Figure term={labels.roles.trainer}>{money(roles.trainer.gb, roles.trainer.usd)}</Figure>
          <Figure term={labels.burnRate}>{parts.burn}</Figure>
          <Figure term={labels.runway}>{parts.lasts ?? parts.left}</Figure>
        </dl>
        <div className="flex flex-col gap-2">
          <p className="text-xs text-ds-muted" id={`${frame.id ?? 'usage-cost'}-today`}>
            {labels.today}
          </p>
          <ol
            data-slot="usage-cost-hours"
            aria-labelledby={`${frame.id ?? 'usage-cost'}-today`}
            className="flex h-16 items-end gap-0.5"
          >
            {hours.map((hour) => {
              const gb = hour.simulatorGb + hour.trainerGb;
              return (
                <li key={hour.hour} className="flex h-full min-w-0 flex-1 items-end">
                  <span
                    aria-hidden="true"
                    className="w-full rounded-t-ds-sm bg-ds-primary"
                    style={{ height: peak > 0 && gb > 0 ? `${Math.max(4, (gb / peak) * 100)}%` : '1px' }}
                  />
                  <span className="sr-only">
                    {formatMessage(labels.hour, {
                      hour: String(hour.hour).padStart(2, '0'),
                      amount: formatGigabytes(gb, locale),
                    })}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-ds-foreground">{labels.perDay}</summary>
          <table className="mt-2 w-full text-start tabular-nums">
            <caption className="sr-only">{labels.perDay}</caption>
            <thead>
              <tr className="text-xs text-ds-muted">
                <th scope="col" className="text-start font-normal">
                  {labels.date}
                </th>
                <th scope="col" className="text-end font-normal">
                  {labels.data}
                </th>
                {premium ? (
                  <th scope="col" className="text-end font-normal">
                    {labels.cost}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="text-start font-normal">
                    {formatDate(day.date)}
                  </th>
                  <td className="text-end">{formatGigabytes(day.gb, locale)}</td>
                  {premium ? <td className="text-end">{formatDollars(day.usd, locale)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
    </DashboardCard>
  );
}
