import { Bar, CardSkeleton } from './skeleton-parts';

function DashboardCardSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <CardSkeleton className={wide ? 'md:col-span-2' : ''}>
      <Bar className="h-4 w-full" />
      <Bar className="h-4 w-2/3" />
    </CardSkeleton>
  );
}

/** The dashboard's cards in its grid: the shape of every user-area page without one of its own. */
export function DashboardSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <DashboardCardSkeleton />
      <DashboardCardSkeleton wide />
      <DashboardCardSkeleton />
      <DashboardCardSkeleton />
      <DashboardCardSkeleton />
    </div>
  );
}
