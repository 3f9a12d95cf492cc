import { replace, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { redirects } from '../config/page-registry';

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
    loader: () => replace(to),
    Component: Nothing,
  })),
  { path: '*', loader: () => replace(paths.notFoundCover), Component: Nothing },
];
