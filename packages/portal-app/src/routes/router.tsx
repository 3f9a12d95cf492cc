/*
 * How the account routes (src/routes/account-routes.tsx) are mounted:
 *   - a route object with `handle: { layout: 'public' }` is nested under the public layout
 *     (top bar, drawer, footer): /login, /signup, /signup/onboarding;
 *   - every other account route is mounted at the top level and brings its own layout
 *     (the user area and the payment return pages).
 * Both kinds inherit the root route's translated error page and chunk-reload handling.
 */
import { createBrowserRouter, replace, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { accountRoutes } from './account-routes';
import { PageLoading } from './page-loading';
import { accountPaths, publicPaths } from './paths';
import { notFoundCoverRoute, publicPageRoutes } from './public-routes';
import { RouteErrorPage } from './route-error-page';

/** Account routes that render inside the public layout declare it in their handle. */
export function usesPublicLayout(route: RouteObject): boolean {
  const handle: unknown = route.handle;
  return (
    typeof handle === 'object' && handle !== null && (handle as { layout?: unknown }).layout === 'public'
  );
}

export function buildRoutes(account: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
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
        // The payment-cancelled page retries via /plan, which is not a page of its own (DECISIONS.md).
        // Component: these routes only redirect, but the router warns about a leaf without one.
        { path: '/plan', loader: () => replace(accountPaths.billingPayment), Component: PageLoading },
        // Replace, not push: Back must not return to the bad address and bounce here again.
        { path: '*', loader: () => replace(publicPaths.notFoundCover), Component: PageLoading },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(accountRoutes));
}
