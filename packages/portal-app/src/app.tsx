import { ThemeProvider } from '@ccnets/design-system';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastRegionOnDemand } from './layouts/toast-region-on-demand';
import type { createAppRouter } from './routes/router';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

/**
 * App-wide providers in the browser: the theme (already applied before first paint by
 * /theme-init.js, kept in step here), the router, and the toast region any page can use
 * through the design system's `toast` API. The prerender build renders the same tree around
 * a static router (src/prerender/render-page.tsx).
 */
export function App({ router }: AppProps) {
  // Marks the document once the app has started (hydrated a prerendered page, or rendered the
  // shell): from here on a click or a keystroke reaches React. Tests wait for it.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-started', '');
  }, []);
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
      <ToastRegionOnDemand />
    </ThemeProvider>
  );
}
