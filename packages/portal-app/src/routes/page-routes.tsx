/*
 * The routes of the registry's pages (config/page-registry.ts), grouped by where the router mounts them
 * (router.tsx):
 *   - `framed`: inside the public layout (top bar, drawer, footer), once per language;
 *   - `bare`: beside it, still once per language (the full-bleed not-found cover);
 * and the user area's route (`userAreaRoute`), which the router adds at the top level on the
 * first navigation into it: the sign-in guard (signed out -> /login?next=…) and the user area's
 * layout around every signed-in page.
 * Every page is its own lazy chunk; Firebase is only ever imported dynamically from src/auth.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { USER_AREA, USER_AREA_HOME } from '../config/paths';
import type { PageEntry } from '../config/page-registry';
import { lazyPage } from './lazy-page';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import type { PageModules } from './page-modules';
import type { UserAreaFrame } from './user-area-page-modules';

export interface PageRoutes {
  framed: RouteObject[];
  bare: RouteObject[];
}

/** `/about` -> `about`, `/` -> the index route: the same routes are mounted below `/` and `/ko`. */
function relativeRoute(path: string, parent = '/'): Pick<RouteObject, 'path' | 'index'> {
  const segment = path.slice(parent === '/' ? 1 : parent.length + 1);
  return segment ? { path: segment } : { index: true };
}

function pageRoute(page: PageEntry, modules: PageModules): RouteObject {
  const route = lazyPage(page, modules);
  const handle = page.longFooter ? { footer: 'long' } : undefined;
  if (page.guard !== 'signed-out') return { ...relativeRoute(page.path), handle, ...route };
  // A signed-in visitor goes on to `next` (or the dashboard) instead of seeing a sign-in page.
  return {
    path: relativeRoute(page.path).path,
    handle,
    element: <RedirectIfSignedIn />,
    children: [{ index: true, ...route }],
  };
}

export function pageRoutes(registry: readonly PageEntry[], modules: PageModules): PageRoutes {
  return {
    framed: registry.filter((page) => page.frame !== 'bare').map((page) => pageRoute(page, modules)),
    bare: registry.filter((page) => page.frame === 'bare').map((page) => pageRoute(page, modules)),
  };
}

/** The user area: its guard, then its layout around its pages (config/user-area-pages.ts). */
export function userAreaRoute(
  registry: readonly PageEntry[],
  modules: PageModules,
  frame: UserAreaFrame,
): RouteObject {
  return {
    path: USER_AREA,
    // The guard refreshes the API key through the gateway client; as its own chunk it keeps
    // that client (and its validation) off the public pages' first load.
    lazy: async () => ({ Component: (await frame.guard()).RequireUser }),
    children: [
      {
        lazy: async () => ({ Component: (await frame.layout()).default }),
        children: [
          { index: true, element: <Navigate to={USER_AREA_HOME} replace /> },
          ...registry.map((page) => ({ ...relativeRoute(page.path, USER_AREA), ...lazyPage(page, modules) })),
        ],
      },
    ],
  };
}
