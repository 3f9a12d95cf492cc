'use client';

import type { ReactNode } from 'react';
import { useHorizontalOverflow } from './use-horizontal-overflow';

export interface TableScrollAreaProps {
  /** Id of the table's caption, which names the area while it scrolls. */
  captionId: string;
  /** The container's classes, already merged by the Table on the server. */
  className: string;
  children: ReactNode;
}

/**
 * The one part of a `Table` that needs the browser: on narrow screens the table scrolls
 * sideways in here. Keyboard users can only scroll a clipped table if the container takes
 * focus; it does so (as a named region) only while the table is wider than its container.
 * It imports no class merging (tailwind-merge would be most of what it sends): the Table
 * merges the classes on the server (TABLE_CONTAINER_CLASSES).
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
