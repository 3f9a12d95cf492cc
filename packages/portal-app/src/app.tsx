import { ThemeProvider } from '@ccnets/design-system';
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
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
      <ToastRegionOnDemand />
    </ThemeProvider>
  );
}
