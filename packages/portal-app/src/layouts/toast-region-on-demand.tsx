import { defaultToastStore } from '@ccnets/design-system';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The region (Radix Toast) arrives with the first toast: toasts only ever follow an
// interaction, so it stays out of every page's first load, and out of the prerendered HTML.
const ToastRegion = lazy(() => import('./toast-region'));

let wanted = false;
const subscribe = (listener: () => void) =>
  defaultToastStore.subscribe(() => {
    if (defaultToastStore.getSnapshot().length > 0) wanted = true;
    listener();
  });

/** Mounts the toast region once a toast has been raised; the store keeps it until then. */
export function ToastRegionOnDemand() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted || defaultToastStore.getSnapshot().length > 0,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
