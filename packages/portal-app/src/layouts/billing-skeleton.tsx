import { Bar, CardSkeleton } from './skeleton-parts';

/**
 * The billing page's cards, one under the other at full width: "Plan and balance" (the plan and
 * the balance, side by side from the small breakpoint, then Change plan and Add 20$ Credits:
 * every account has a plan, BASIC at least) and the invoices (a table's head and rows). The
 * payment method card is left out: the page shows it only once there is an invoice.
 */
export function BillingSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <CardSkeleton>
        <div className="flex flex-col gap-3 ds-sm:flex-row ds-sm:gap-10">
          <div className="flex flex-col gap-0.5">
            <Bar className="h-5 w-24" />
            <Bar className="h-6 w-40" />
          </div>
          <div className="flex flex-col gap-0.5">
            <Bar className="h-5 w-20" />
            <Bar className="h-8 w-28" />
          </div>
        </div>
        <div className="mt-2 flex flex-wrap gap-3">
          <Bar className="h-10 w-32" />
          <Bar className="h-10 w-44" />
        </div>
      </CardSkeleton>
      <CardSkeleton>
        <Bar className="h-5 w-full" />
        <Bar className="h-4 w-full" />
        <Bar className="h-4 w-full" />
      </CardSkeleton>
    </div>
  );
}
