'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Tracks whether content overflows its scroll container along one axis (`x`: wider, `y`:
 * taller), as either one resizes. A scroll container becomes a focusable, named region only
 * while it overflows, so keyboard users can scroll it and content that fits adds no tab stop.
 */
export function useOverflow<Scroller extends HTMLElement, Content extends HTMLElement>(axis: 'x' | 'y') {
  const scrollRef = useRef<Scroller>(null);
  const contentRef = useRef<Content>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const scroller = scrollRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    const measure = () =>
      setOverflowing(
        axis === 'x'
          ? scroller.scrollWidth > scroller.clientWidth
          : scroller.scrollHeight > scroller.clientHeight,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    observer.observe(content);
    return () => observer.disconnect();
  }, [axis]);

  return { scrollRef, contentRef, overflowing };
}
