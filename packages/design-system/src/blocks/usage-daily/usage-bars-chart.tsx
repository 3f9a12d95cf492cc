// Loaded on demand by UsageDaily (React.lazy), so the chart library reaches a page's JavaScript
// only when a chart is shown: never in the first load of a page without one.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { UsageDayRow, UsageSeries } from './usage-rows';

/** Series colours in order; blue and amber stay apart for colour-blind readers in both themes. */
export const USAGE_SERIES_COLORS = ['var(--color-ds-primary)', 'var(--color-ds-warning)'] as const;

export interface UsageBarsChartProps {
  rows: readonly UsageDayRow[];
  series: readonly UsageSeries[];
  formatDate: (date: string) => string;
  formatGb: (gigabytes: number) => string;
  height?: number;
}

/** Stacked bars per day, one colour per series. Decorative to assistive technology: the table says the same. */
export default function UsageBarsChart({
  rows,
  series,
  formatDate,
  formatGb,
  height = 280,
}: UsageBarsChartProps) {
  const data = rows.map((row) => ({
    day: formatDate(row.date),
    ...Object.fromEntries(series.map((item) => [`series-${item.key}`, row.values[item.key] ?? 0])),
  }));
  const tick = { fill: 'var(--color-ds-muted)', fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--color-ds-border)" />
        <XAxis
          dataKey="day"
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-ds-border)' }}
          minTickGap={12}
        />
        <YAxis tick={tick} tickLine={false} axisLine={false} width={76} tickFormatter={formatGb} />
        <Tooltip
          formatter={(value) => formatGb(Number(value))}
          cursor={{ fill: 'var(--color-ds-foreground)', fillOpacity: 0.06 }}
          contentStyle={{
            background: 'var(--color-ds-surface-raised)',
            border: '1px solid var(--color-ds-border)',
            borderRadius: 8,
            color: 'var(--color-ds-foreground)',
          }}
        />
        <Legend
          wrapperStyle={{ fontSize: 14 }}
          // Series colours are for the swatches; the names keep the text colour for contrast.
          formatter={(value: string) => <span style={{ color: 'var(--color-ds-foreground)' }}>{value}</span>}
        />
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={`series-${item.key}`}
            name={item.label}
            stackId="usage"
            fill={USAGE_SERIES_COLORS[index % USAGE_SERIES_COLORS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
