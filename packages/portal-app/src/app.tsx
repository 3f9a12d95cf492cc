import { ThemeProvider, ToastProvider } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './routes/router';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

/** The app's toast settings (DECISIONS.md): bottom-right, newest on top, closing after 3 s. */
const TOAST_POSITION = 'bottom-right';
const TOAST_DURATION_MS = 3000;

/**
 * App-wide providers: theme (already applied before first paint by /theme-init.js; kept in
 * step here), the toast region any page can use through the design system's `toast` API,
 * and the router.
 */
export function App({ router }: AppProps) {
  const { t } = useTranslation();
  return (
    <ThemeProvider>
      <ToastProvider
        position={TOAST_POSITION}
        duration={TOAST_DURATION_MS}
        regionLabel={t('common.toasts.regionLabel')}
        toastLabel={t('common.toasts.toastLabel')}
        closeLabel={t('common.toasts.close')}
      >
        <RouterProvider router={router} />
      </ToastProvider>
    </ThemeProvider>
  );
}
