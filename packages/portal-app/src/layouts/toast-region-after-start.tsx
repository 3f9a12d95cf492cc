import { lazy, Suspense, useSyncExternalStore } from 'react';

// Toasts only ever follow an interaction, so their region (Radix Toast) stays out of the
// first render and the prerendered HTML, and its chunk arrives in parallel with the page.
const ToastRegion = lazy(() => import('./toast-region'));

const subscribeToNothing = () => () => {};

/** Mounts the toast region once the app has started (after hydration, never in the HTML). */
export function ToastRegionAfterStart() {
  // False while rendering on the build machine and while hydrating, true right after.
  const started = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
