import { Bar, CardSkeleton } from './skeleton-parts';

/**
 * The billing page's cards, one under the other at full width: "Plan and balance" (two lines,
 * the plan or "No active plan", then a button) and the invoices (a table's head and rows). The payment
 * method card is left out: the page shows it only once there is an invoice.
 */
export function BillingSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <CardSkeleton>
        <div className="flex flex-col gap-1">
          <Bar className="h-5 w-32" />
          <Bar className="h-6 w-48" />
        </div>
        <Bar className="mt-2 h-10 w-40" />
      </CardSkeleton>
      <CardSkeleton>
        <Bar className="h-5 w-full" />
        <Bar className="h-4 w-full" />
        <Bar className="h-4 w-full" />
      </CardSkeleton>
    </div>
  );
}
