import { ToastProvider } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';

/** The app's toast settings (DECISIONS.md): bottom-right, newest on top, closing after 3 s. */
const TOAST_POSITION = 'bottom-right';
const TOAST_DURATION_MS = 3000;

/**
 * The toast region, rendering the design system's shared toast store. Pages raise toasts
 * through the `toast` API or `useToast()`, which both default to that store, so the region
 * needs no children and can arrive in its own chunk after the first paint; a toast raised
 * before it arrives is shown once it does.
 */
export default function ToastRegion() {
  const { t } = useTranslation();
  return (
    <ToastProvider
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      regionLabel={t('common.toasts.regionLabel')}
      toastLabel={t('common.toasts.toastLabel')}
      closeLabel={t('common.toasts.close')}
    />
  );
}
