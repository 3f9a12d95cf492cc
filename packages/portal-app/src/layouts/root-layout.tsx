import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavigationProgress } from './navigation-progress';

/** Above every layout: scroll restoration per history entry and the page-load progress bar. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
