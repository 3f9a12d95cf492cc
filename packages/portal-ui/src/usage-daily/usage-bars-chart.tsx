'use client';

// Hand-written rather than taken from a chart library: 30 days of two stacked series are a few
// dozen rectangles, and recharts cost 108 KB gzip to draw them (this module is about 2 KB).
// Lighter libraries draw on a canvas, which a screen reader cannot read, or still bring their
// own scales and layout engine. Here the bars are SVG stretched to the plot (their geometry
// needs no measuring, so the server renders the same chart as the browser), the days are an
// HTML list a keyboard walks with the arrow keys, each naming its values, and the colours are
// the theme's classes, so both themes need nothing more and no inline style meets a strict
// Content-Security-Policy.
import { useState, type KeyboardEvent } from 'react';
import { cn } from '@ccnets/design-system';
import { chartScale } from './chart-scale';
import type { UsageDayRow, UsageSeries } from './usage-rows';

/** Series colours in order; blue and amber stay apart for colour-blind readers in both themes. */
export const USAGE_SERIES_COLORS = [
  { fill: 'fill-ds-primary', swatch: 'bg-ds-primary' },
  { fill: 'fill-ds-warning', swatch: 'bg-ds-warning' },
] as const;

const colourOf = (index: number) =>
  USAGE_SERIES_COLORS[index % USAGE_SERIES_COLORS.length] ?? USAGE_SERIES_COLORS[0];

/**
 * Every seventh day is labelled on the axis, counted back from the newest, which always is;
 * a phone shows every second of those labels, which would otherwise touch.
 */
const LABEL_EVERY = 7;
/** Share of a day's width left empty between two bars. */
const BAR_GAP = 0.2;

export interface UsageBarsChartProps {
  rows: readonly UsageDayRow[];
  series: readonly UsageSeries[];
  formatDate: (date: string) => string;
  formatGb: (gigabytes: number) => string;
  /** Names the chart. */
  label: string;
  /** Names the sum of a day's series in its values. */
  totalLabel: string;
}

/**
 * Stacked bars per day, one colour per series, on a scale of round steps. Hovering a day, or
 * moving to it with the keyboard (Tab into the chart, then the arrow keys, Home and End),
 * shows its values in the legend; each day also says them to screen readers.
 */
export function UsageBarsChart({
  rows,
  series,
  formatDate,
  formatGb,
  label,
  totalLabel,
}: UsageBarsChartProps) {
  // The newest day takes the chart's one tab stop.
  const [active, setActive] = useState(rows.length - 1);
  const [showValues, setShowValues] = useState(false);
  const shownRow = showValues ? rows[active] : undefined;
  const { max, ticks } = chartScale(Math.max(0, ...rows.map((row) => row.total)));

  const moveTo = (event: KeyboardEvent<HTMLOListElement>) => {
    const last = rows.length - 1;
    const next = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: last }[event.key];
    if (event.key === 'Escape') setShowValues(false);
    if (next === undefined) return;
    event.preventDefault();
    const day = Math.min(Math.max(next, 0), last);
    setActive(day);
    setShowValues(true);
    (event.currentTarget.children[day] as HTMLElement | undefined)?.focus();
  };

  const valuesOf = (row: UsageDayRow) =>
    series.map((item, index) => ({ ...item, value: row.values[item.key] ?? 0, colour: colourOf(index) }));

  return (
    <div data-slot="usage-daily-chart" className="flex flex-col gap-3 pt-2">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        {/* The ticks are even steps from 0 to the top, so spreading them over the plot's height
            puts each beside its grid line; the negative margins centre the end ones on the ends. */}
        <div
          aria-hidden="true"
          className="-my-2 flex h-[236px] flex-col justify-between text-end text-xs leading-4 text-ds-muted tabular-nums"
        >
          {[...ticks].reverse().map((tick) => (
            <span key={tick} className="whitespace-nowrap">
              {formatGb(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-[220px] border-b border-ds-border">
          <svg
            aria-hidden="true"
            className="absolute inset-0 size-full overflow-visible"
            viewBox={`0 0 ${rows.length} ${max}`}
            preserveAspectRatio="none"
            shapeRendering="crispEdges"
          >
            {ticks.slice(1).map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={rows.length}
                y1={max - tick}
                y2={max - tick}
                className="stroke-ds-border"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {rows.map((row, day) => {
              let base = 0;
              return valuesOf(row).map(({ key, value, colour }) => {
                base += value;
                return value > 0 ? (
                  <rect
                    key={`${row.date}-${key}`}
                    x={day + BAR_GAP / 2}
                    width={1 - BAR_GAP}
                    y={max - base}
                    height={value}
                    className={colour.fill}
                  />
                ) : null;
              });
            })}
          </svg>
          {/* A listbox of days: choosing one (by pointer or arrow key) shows its values. */}
          <ol
            role="listbox"
            aria-label={label}
            aria-orientation="horizontal"
            className="absolute inset-0 flex"
            onKeyDown={moveTo}
            onPointerLeave={() => setShowValues(false)}
          >
            {rows.map((row, day) => {
              const shown = showValues && day === active;
              return (
                <li
                  key={row.date}
                  role="option"
                  aria-selected={day === active}
                  tabIndex={day === active ? 0 : -1}
                  data-active={shown || undefined}
                  onFocus={() => {
                    setActive(day);
                    setShowValues(true);
                  }}
                  onBlur={() => setShowValues(false)}
                  onPointerEnter={() => {
                    setActive(day);
                    setShowValues(true);
                  }}
                  className="relative min-w-0 flex-1 -outline-offset-2 focus-visible:outline-2 focus-visible:outline-ds-focus data-active:bg-ds-foreground/6"
                >
                  <span className="sr-only">
                    {`${formatDate(row.date)}: ${valuesOf(row)
                      .map(({ label: name, value }) => `${name} ${formatGb(value)}`)
                      .join(', ')}, ${totalLabel} ${formatGb(row.total)}`}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
        <div />
        <ol aria-hidden="true" className="flex h-6 items-end text-xs text-ds-muted">
          {rows.map((row, day) => {
            const daysBack = rows.length - 1 - day;
            return (
              <li key={row.date} className="relative h-full min-w-0 flex-1">
                {daysBack % LABEL_EVERY === 0 ? (
                  <span
                    className={cn(
                      'absolute bottom-0 whitespace-nowrap',
                      // The newest day's label ends with the plot instead of reaching past it.
                      daysBack === 0 ? 'right-0' : 'left-1/2 -translate-x-1/2',
                      (daysBack / LABEL_EVERY) % 2 === 1 && 'hidden ds-sm:block',
                    )}
                  >
                    {formatDate(row.date)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
      {/* The legend doubles as the read-out of the day in hand, as uPlot's does: a tooltip over
          the bars would cover them, or run off a phone's screen, where this line wraps instead
          (and keeps room for its second line, so nothing moves). */}
      <ul
        data-slot="usage-daily-legend"
        data-day={shownRow?.date}
        className="flex min-h-10 flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-ds-foreground ds-sm:min-h-0"
      >
        {shownRow ? <li className="font-semibold">{formatDate(shownRow.date)}</li> : null}
        {series.map((item, index) => (
          <li key={item.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-3 rounded-ds-sm', colourOf(index).swatch)} />
            {item.label}
            {shownRow ? (
              <span className="tabular-nums">{formatGb(shownRow.values[item.key] ?? 0)}</span>
            ) : null}
          </li>
        ))}
        {shownRow ? (
          <li className="flex gap-1.5">
            {totalLabel}
            <span className="tabular-nums">{formatGb(shownRow.total)}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
