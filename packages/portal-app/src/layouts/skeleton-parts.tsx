import type { ReactNode } from 'react';

/** One grey bar of a skeleton; decorative, so hidden from assistive technology. */
export function Bar({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-ds-foreground/10 ${className}`} />;
}

/** The page's heading and the line under it, as UserPageHeader sets them (text-3xl, then a line). */
export function HeaderSkeleton() {
  return (
    <div className="flex flex-col gap-1">
      <Bar className="h-9 w-64 max-w-full" />
      <Bar className="h-6 w-80 max-w-full" />
    </div>
  );
}

/** A card's frame, as a page's DashboardCard draws it: an icon and a title, then `children`. */
export function CardSkeleton({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div
      data-slot="skeleton-card"
      className={`flex flex-col gap-4 rounded-xl border border-ds-border bg-ds-background p-6 ${className}`}
    >
      <div className="flex items-center gap-3">
        <Bar className="size-9" />
        <Bar className="h-5 w-32" />
      </div>
      {children}
    </div>
  );
}
