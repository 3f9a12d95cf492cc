'use client';

import type { ReactNode } from 'react';
import { cn, formatMessage, useLocale } from '@ccnets/design-system';
import { formatDollars, formatDuration, formatGigabytes, formatMoment } from './format-runway';

/** Where an account stands: fine, running low, or out of data. */
export type RunwayWarning = 'none' | 'low' | 'exhausted';

/** How long what is left lasts at the current burn; null while nothing is metered. */
export interface Runway {
  hours: number;
  /** ISO 8601. */
  until: string;
  /** A Free allowance refills before it would run out: `until` is the refill. */
  refills: boolean;
}

export interface RunwayFigures {
  /** The account's plan: it decides whether data or credit is left. */
  plan: 'free' | 'premium';
  /** Free: allowance left; Premium: what the credit buys. */
  leftGb: number;
  /** Premium credit, in dollars. */
  balance: number;
  /** What the sessions metering now use, per hour. */
  burn: { gbPerHour: number; usdPerHour: number };
  /** How long what is left lasts at that rate; null while nothing meters. */
  runway: Runway | null;
  /** Low or out of data, shown as words as well as colour. */
  warning: RunwayWarning;
}

export interface RunwayLineLabels {
  /** Names the line for assistive technology. */
  title: string;
  plans: Readonly<Record<RunwayFigures['plan'], string>>;
  /** "{amount} of data left" (Free). */
  dataLeft: string;
  /** "{amount} credit left" (Premium). */
  creditLeft: string;
  /** "using {rate}/h". */
  burn: string;
  /** No session is metering. */
  idle: string;
  /** "credit lasts about {duration} at the current rate". */
  runwayCredit: string;
  /** "the allowance lasts until {until}". */
  runwayAllowance: string;
  /** "the allowance refills on {until} before it runs out". */
  runwayRefills: string;
  warnings: Readonly<Record<Exclude<RunwayWarning, 'none'>, string>>;
}

export const defaultRunwayLineLabels: RunwayLineLabels = {
  title: 'Plan and runway',
  plans: { free: 'BASIC (free)', premium: 'PREMIUM (pay-as-you-go)' },
  dataLeft: '{amount} of data left',
  creditLeft: '{amount} credit left',
  burn: 'using {rate}/h',
  idle: 'nothing is metering now',
  runwayCredit: 'credit lasts about {duration} at the current rate',
  runwayAllowance: 'the allowance lasts until {until}',
  runwayRefills: 'the allowance refills on {until} before it runs out',
  warnings: { low: 'Running low', exhausted: 'Out of data' },
};

/** The sentence parts of a runway, in the reader's locale (shared by the line and the cost card). */
export function runwayParts(figures: RunwayFigures, labels: RunwayLineLabels, locale: string) {
  const premium = figures.plan === 'premium';
  const left = premium
    ? formatMessage(labels.creditLeft, { amount: formatDollars(figures.balance, locale) })
    : formatMessage(labels.dataLeft, { amount: formatGigabytes(figures.leftGb, locale) });
  const burning = figures.burn.gbPerHour > 0;
  const burn = burning
    ? formatMessage(labels.burn, {
        rate: premium
          ? formatDollars(figures.burn.usdPerHour, locale)
          : formatGigabytes(figures.burn.gbPerHour, locale),
      })
    : labels.idle;
  const { runway } = figures;
  const lasts = !runway
    ? undefined
    : premium
      ? formatMessage(labels.runwayCredit, { duration: formatDuration(runway.hours, locale) })
      : formatMessage(runway.refills ? labels.runwayRefills : labels.runwayAllowance, {
          until: formatMoment(runway.until, locale),
        });
  return { plan: labels.plans[figures.plan], left, burn, lasts };
}

export interface RunwayLineProps extends Partial<RunwayFigures> {
  /** Shown at the end while credit is low or out, e.g. the app's "Buy credit" link. */
  action?: ReactNode;
  /** Until the first figures come, the line says nothing but stays in place. */
  loading?: boolean;
  /** Classes for the line's wrapper. */
  className?: string;
  /** Texts in the page's language; English by default. */
  labels?: Partial<RunwayLineLabels>;
}

/**
 * One line of where the account stands, kept current by the app: plan, data or credit left,
 * burn rate, runway and a warning. Not a live region (it moves every second); the warning is
 * text, not only colour.
 */
export function RunwayLine({
  action,
  loading = false,
  className,
  labels: overrides,
  ...figures
}: RunwayLineProps) {
  const labels = { ...defaultRunwayLineLabels, ...overrides };
  const locale = useLocale();
  const ready =
    !loading &&
    figures.plan !== undefined &&
    figures.leftGb !== undefined &&
    figures.balance !== undefined &&
    figures.burn !== undefined &&
    figures.runway !== undefined &&
    figures.warning !== undefined;
  const parts = ready ? runwayParts(figures as RunwayFigures, labels, locale) : undefined;
  const warning = figures.warning ?? 'none';
  return (
    <div
      role="group"
      data-slot="runway-line"
      data-warning={warning}
      aria-label={labels.title}
      aria-busy={ready ? undefined : true}
      className={cn(
        'flex min-h-9 flex-wrap items-center gap-x-2 gap-y-1 rounded-ds-button border border-ds-border px-3 py-2 text-sm text-ds-foreground',
        className,
      )}
    >
      {parts ? (
        <>
          <span className="font-semibold">{parts.plan}</span>
          <span aria-hidden="true">·</span>
          <span className="tabular-nums">{parts.left}</span>
          <span aria-hidden="true">·</span>
          <span className="tabular-nums">{parts.burn}</span>
          {parts.lasts ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="tabular-nums">{parts.lasts}</span>
            </>
          ) : null}
          {warning === 'none' ? null : (
            <span
              data-slot="runway-warning"
              className="rounded-full border border-ds-border px-2 text-xs leading-5 font-semibold"
            >
              {labels.warnings[warning]}
            </span>
          )}
          {warning === 'none' || !action ? null : <span className="ms-auto">{action}</span>}
        </>
      ) : null}
    </div>
  );
}
