import { replace, type RouteObject } from 'react-router-dom';
import { redirects } from '../config/page-registry';
import { notFoundTarget, redirectTarget } from './redirect-targets';

/** These routes only redirect; a component keeps the router from warning about an empty leaf. */
const Nothing = () => null;

/**
 * Addresses that are not pages (the registry's redirects, and every unknown address). Each
 * redirect replaces the history entry, so Back does not return to the bad address and bounce
 * forward again.
 */
export const redirectRoutes: RouteObject[] = [
  ...Object.values(redirects).map(({ path, to }) => ({
    path,
    loader: ({ request }: { request: Request }) => replace(redirectTarget(to, request.url)),
    Component: Nothing,
  })),
  { path: '*', loader: ({ request }) => replace(notFoundTarget(request.url)), Component: Nothing },
];
