/*
 * The routes of the registry's pages (config/page-registry.ts), grouped by where the router mounts them
 * (router.tsx):
 *   - `framed`: inside the public layout (top bar, drawer, footer), once per language;
 *   - `bare`: beside it, still once per language (the full-bleed not-found cover);
 *   - `userArea`: the `/user` route, mounted once at the top level: the sign-in guard (signed
 *     out -> /login?next=…) and the user area's layout, into which the router adds the
 *     signed-in pages (`userAreaPageRoutes`) on the first navigation into the user area.
 * Every page is its own lazy chunk; Firebase is only ever imported dynamically from src/auth.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, USER_AREA } from '../config/paths';
import type { PageEntry } from '../config/page-registry';
import { lazyPage } from './lazy-page';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import type { PageModules } from './page-modules';

export interface PageRoutes {
  framed: RouteObject[];
  bare: RouteObject[];
  userArea: RouteObject;
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

/** The user area's layout route, whose children are the signed-in pages once discovered. */
export const USER_AREA_LAYOUT_ID = 'user-area-layout';

export function pageRoutes(registry: readonly PageEntry[], modules: PageModules): PageRoutes {
  // Signed-in pages live below USER_AREA (the registry's test checks it) and join on demand.
  const languagePages = registry.filter((page) => page.guard !== 'signed-in');
  return {
    framed: languagePages.filter((page) => page.frame !== 'bare').map((page) => pageRoute(page, modules)),
    bare: languagePages.filter((page) => page.frame === 'bare').map((page) => pageRoute(page, modules)),
    userArea: {
      path: USER_AREA,
      // The guard refreshes the API key through the gateway client; as its own chunk it keeps
      // that client (and its validation) off the public pages' first load.
      lazy: async () => ({ Component: (await import('./require-user')).RequireUser }),
      children: [
        {
          id: USER_AREA_LAYOUT_ID,
          lazy: async () => ({ Component: (await import('../layouts/user-layout')).default }),
          children: [{ index: true, element: <Navigate to={paths.dashboard} replace /> }],
        },
      ],
    },
  };
}

/** The signed-in pages, below the user area's layout. */
export function userAreaPageRoutes(registry: readonly PageEntry[], modules: PageModules): RouteObject[] {
  return registry
    .filter((page) => page.guard === 'signed-in')
    .map((page) => ({ ...relativeRoute(page.path, USER_AREA), ...lazyPage(page, modules) }));
}
