import { ThemeProvider } from '@ccnets/design-system';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './routes/router';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

// Toasts only ever follow an interaction, so their region (Radix Toast) stays out of the
// first load and arrives in parallel with the page.
const ToastRegion = lazy(() => import('./layouts/toast-region'));

/**
 * App-wide providers: the theme (already applied before first paint by /theme-init.js, kept
 * in step here), the router, and the toast region any page can use through the design
 * system's `toast` API.
 */
export function App({ router }: AppProps) {
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </ThemeProvider>
  );
}
