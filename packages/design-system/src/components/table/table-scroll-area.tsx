'use client';

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useHorizontalOverflow } from './use-horizontal-overflow';

export interface TableScrollAreaProps {
  /** Id of the table's caption, which names the area while it scrolls. */
  captionId: string;
  className?: string;
  children: ReactNode;
}

/**
 * The one part of a `Table` that needs the browser: on narrow screens the table scrolls
 * sideways in here. Keyboard users can only scroll a clipped table if the container takes
 * focus; it does so (as a named region) only while the table is wider than its container.
 * `relative` makes it the box of absolutely placed descendants (sr-only text), which would
 * otherwise sit outside the clip and widen the page.
 */
export function TableScrollArea({ captionId, className, children }: TableScrollAreaProps) {
  const [containerRef, overflowing] = useHorizontalOverflow<HTMLDivElement>();
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      data-overflowing={overflowing || undefined}
      role={overflowing ? 'region' : undefined}
      aria-labelledby={overflowing ? captionId : undefined}
      tabIndex={overflowing ? 0 : undefined}
      className={cn(
        'relative w-full overflow-x-auto rounded-ds-button focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
        className,
      )}
    >
      {children}
    </div>
  );
}
