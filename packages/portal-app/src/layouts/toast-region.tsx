import { ToastProvider } from '@ccnets/design-system';
import { DesignSystemLocale } from './design-system-locale';

/** The app's toast settings (docs/decisions.md#toasts): bottom-right, newest on top, closing after 3 s. */
const TOAST_POSITION = 'bottom-right';
const TOAST_DURATION_MS = 3000;

/**
 * The toast region, rendering the design system's shared toast store. Pages raise toasts
 * through the `toast` API or `useToast()`, which both default to that store, so the region
 * needs no children and can arrive in its own chunk after the first paint; a toast raised
 * before it arrives is shown once it does. It sits beside the router, so it takes the
 * language for its built-in names itself.
 */
export default function ToastRegion() {
  return (
    <DesignSystemLocale>
      <ToastProvider position={TOAST_POSITION} duration={TOAST_DURATION_MS} />
    </DesignSystemLocale>
  );
}
