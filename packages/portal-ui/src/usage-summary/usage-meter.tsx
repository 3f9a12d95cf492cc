import { cn } from '@ccnets/design-system';

export interface UsageMeterProps {
  /** Amount used, in the same unit as `max`. */
  value: number;
  /** The allowance: a value at or past it fills the bar and turns it to the warning colour. */
  max: number;
  /** The meter's name for assistive technology. */
  label: string;
  /** How a screen reader reads the value, e.g. "0.42 GB of 1 GB". */
  valueText: string;
}

/** A horizontal bar of how much of an allowance is used; it turns to the warning colour when full. */
export function UsageMeter({ value, max, label, valueText }: UsageMeterProps) {
  const share = max > 0 ? Math.min(1, value / max) : 1;
  const full = value >= max;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      data-slot="usage-meter"
      data-full={full || undefined}
      className="h-2.5 w-full overflow-hidden rounded-full bg-ds-foreground/10"
    >
      <div
        className={cn(
          'h-full rounded-full',
          full ? 'bg-ds-warning' : 'bg-ds-primary-strong ds-dark:bg-ds-primary',
        )}
        style={{ width: `${(share * 100).toFixed(2)}%` }}
      />
    </div>
  );
}
