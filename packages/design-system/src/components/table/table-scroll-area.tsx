'use client';

import type { TableScrollAreaProps } from './table-parts-props';
import { useHorizontalOverflow } from './use-horizontal-overflow';

/**
 * The one part of a `Table` that needs the browser: on narrow screens the table scrolls
 * sideways in here. Keyboard users can only scroll a clipped table if the container takes
 * focus; it does so (as a named region) only while the table is wider than its container.
 * It imports no class merging (tailwind-merge would be most of what it sends): the Table
 * merges the classes on the server (TABLE_CONTAINER_CLASSES). React servers get a plain
 * container instead (table-parts.server.tsx).
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
      className={className}
    >
      {children}
    </div>
  );
}
