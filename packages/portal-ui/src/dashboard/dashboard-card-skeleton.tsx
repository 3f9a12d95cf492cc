import { DashboardCard, type DashboardCardProps } from './dashboard-card';

export interface DashboardCardSkeletonProps extends Omit<DashboardCardProps, 'children'> {
  /** Read by assistive technology while the card loads, e.g. "Loading sessions". */
  loadingLabel: string;
  /** How many placeholder rows to draw. */
  rows: number;
  /** The `data-slot` of the placeholder rows' container. */
  slot: string;
}

/** A dashboard card whose rows are loading: full-width placeholder rows and `aria-busy`. */
export function DashboardCardSkeleton({ loadingLabel, rows, slot, ...card }: DashboardCardSkeletonProps) {
  return (
    <DashboardCard {...card} aria-busy="true">
      <div data-slot={slot} className="flex flex-col gap-3">
        <span className="sr-only">{loadingLabel}</span>
        {Array.from({ length: rows }, (_, row) => (
          <span
            key={row}
            aria-hidden="true"
            className="h-10 w-full animate-pulse rounded-ds-sm bg-ds-foreground/10"
          />
        ))}
      </div>
    </DashboardCard>
  );
}
