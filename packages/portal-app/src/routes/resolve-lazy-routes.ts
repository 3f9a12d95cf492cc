import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the routes matching `pathname` before the router is created. Hydrating a
 * prerendered page needs its components at once: a router that still had to load them would
 * render its fallback first, which differs from the HTML and breaks hydration.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
