import { replace, type RouteObject } from 'react-router-dom';
import { notFoundTarget, redirectTarget } from './redirect-targets';

/** These routes only redirect; a component keeps the router from warning about an empty leaf. */
const Nothing = () => null;

/*
 * Addresses that are not pages. Each redirect replaces the history entry, so Back does not
 * return to the bad address and bounce forward again.
 */

/** The registry's redirects (config/user-area-pages.ts), which the router adds with the user area. */
export function redirectRoutes(
  redirects: Readonly<Record<string, { path: string; to: string }>>,
): RouteObject[] {
  return Object.values(redirects).map(({ path, to }) => ({
    path,
    loader: ({ request }: { request: Request }) => replace(redirectTarget(to, request.url)),
    Component: Nothing,
  }));
}

/** Every unknown address ends at the not-found cover. */
export const notFoundRoute: RouteObject = {
  path: '*',
  loader: ({ request }) => replace(notFoundTarget(request.url)),
  Component: Nothing,
};
