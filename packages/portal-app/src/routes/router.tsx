/*
 * How the account routes (src/routes/account-routes.tsx) are mounted:
 *   - a route object with `handle: { layout: 'public' }` is nested under the public layout
 *     (top bar, drawer, footer): /login, /signup, /signup/onboarding;
 *   - every other account route is mounted at the top level and brings its own layout
 *     (the user area and the payment return pages).
 * Both kinds inherit the root route's translated error page and chunk-reload handling.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { accountRoutes } from './account-routes';
import { PageLoading } from './page-loading';
import { notFoundCoverRoute, publicPageRoutes } from './public-routes';
import { redirectRoutes, usesPublicLayout } from './redirect-routes';
import { RouteErrorPage, StandaloneRouteErrorPage } from './route-error-page';

export function buildRoutes(account: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <StandaloneRouteErrorPage />,
      // Only the redirect routes below reach this during the first load; pages have their own.
      HydrateFallback: PageLoading,
      children: [
        {
          id: 'public',
          Component: PublicLayout,
          // A pathless child with the error element keeps the top bar and footer around a page's error.
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [...publicPageRoutes, ...account.filter(usesPublicLayout)],
            },
          ],
        },
        notFoundCoverRoute,
        ...account.filter((route) => !usesPublicLayout(route)),
        ...redirectRoutes,
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(accountRoutes));
}
