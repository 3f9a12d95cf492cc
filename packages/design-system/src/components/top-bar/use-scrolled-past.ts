import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` pixels from the top. */
export function useScrolledPast(threshold: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  );

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > threshold);
    // The page may already be scrolled (a reload restores the position) before the first event.
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return scrolledPast;
}
