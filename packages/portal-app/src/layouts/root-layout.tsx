import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DesignSystemLocale } from './design-system-locale';
import { NavigationProgress } from './navigation-progress';

/**
 * Above every layout: the design system's language, scroll restoration per history entry
 * and the page-load progress bar.
 */
export function RootLayout() {
  return (
    <DesignSystemLocale>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </DesignSystemLocale>
  );
}
