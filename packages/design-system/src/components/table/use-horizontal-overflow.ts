'use client';

import { useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element, kept up to date as either resizes.
 * Returns a callback ref for the element and the current answer.
 */
export function useHorizontalOverflow<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    if (!element) return;
    // ResizeObserver reports once as soon as observing starts, so no separate first measure is needed.
    const observer = new ResizeObserver(() => {
      setOverflowing(element.scrollWidth > element.clientWidth + 1);
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);

  return [setElement, overflowing] as const;
}
