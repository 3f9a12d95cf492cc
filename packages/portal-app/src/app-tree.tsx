import { ThemeProvider } from '@ccnets/design-system';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { ToastRegionOnDemand } from './layouts/toast-region-on-demand';

export interface AppTreeProps {
  /** The router: the browser's `<RouterProvider>`, or the prerender's `<StaticRouterProvider>`. */
  router: ReactNode;
}

/**
 * The app's tree, rendered by the browser entry (main.tsx) and by the prerender build
 * (prerender/render-page.tsx) alike, so the HTML built ahead equals the browser's first render:
 * the theme (already applied before first paint by /theme-init.js, kept in step here), the
 * router, and the toast region any page can use through the design system's `toast` API.
 */
export function AppTree({ router }: AppTreeProps) {
  // Marks the document once the app has started (hydrated a prerendered page, or rendered the
  // shell): from here on a click or a keystroke reaches React. Tests wait for it.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-started', '');
  }, []);
  return (
    <StrictMode>
      <ThemeProvider>
        {router}
        <ToastRegionOnDemand />
      </ThemeProvider>
    </StrictMode>
  );
}
