/*
 * How the registry's pages (config/page-registry.ts) are mounted:
 *   - the public pages and the sign-in pages are nested under the public layout (top bar,
 *     drawer, footer), once per language: English at the root, Korean under /ko (see
 *     language-scope); the full-bleed not-found cover sits beside that layout;
 *   - the user area (its pages and the payment pages) is mounted at the top level and brings
 *     its own layout; it speaks the stored or detected language. It joins the routes, with the
 *     redirects, on the first navigation that no public route matches (`discoverUserArea`).
 * All inherit the root route's translated error page and chunk-reload handling.
 */
import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { isUserAreaPath } from '../config/paths';
import { sitePages, type PageEntry } from '../config/page-registry';
import { currentLanguage, loadLanguage } from '../i18n/i18n';
import { languageSegment } from '../i18n/localized-path';
import { SUPPORTED_LANGUAGES, type Language } from '../i18n/languages';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { LanguageScope, loadPageTexts } from './language-scope';
import { PageLoading } from './page-loading';
import { pageModules, pageModulesByName, type PageModules } from './page-modules';
import { pageRoutes, userAreaRoute, type PageRoutes } from './page-routes';
import { notFoundRoute, redirectRoutes } from './redirect-routes';
import { RouteErrorPage, StandaloneRouteErrorPage } from './route-error-page';

function languageRoutes(
  language: Language,
  { framed, bare }: PageRoutes,
  registry: readonly PageEntry[],
): RouteObject {
  // Each page's texts load with the page (text-areas.ts), on every navigation.
  const pageTexts = { loader: loadPageTexts(language, registry), shouldRevalidate: () => true };
  return {
    path: languageSegment(language),
    element: <LanguageScope language={language} />,
    children: [
      {
        // Its links are the registry's (the site's, or a test's with a fixture page added).
        element: <PublicLayout registry={registry} />,
        // A pathless child with the error element keeps the top bar and footer around a page's
        // error, including its texts failing to load (it holds their loader for that reason).
        children: [
          { id: `pages-${language}`, ...pageTexts, errorElement: <RouteErrorPage />, children: framed },
        ],
      },
      // Each bare page holds the texts' loader itself, as it has no layout above it.
      ...bare.map((route, index) => ({ id: `bare-${index}-${language}`, ...pageTexts, ...route })),
    ],
  };
}

/**
 * The app's routes at start: the pages of `registry` (by default the site's) with their
 * modules, and the catch-all (not found). The user area and the redirects join later
 * (`discoverUserArea`).
 */
export function buildRoutes(
  registry: readonly PageEntry[] = sitePages,
  modules: PageModules = pageModules,
): RouteObject[] {
  const pages = pageRoutes(registry, modules);
  return [
    {
      id: 'root',
      // The user area speaks the stored (or detected) language, all of whose texts it may show.
      loader: async ({ request }) => {
        if (isUserAreaPath(new URL(request.url).pathname)) await loadLanguage(currentLanguage());
        return null;
      },
      shouldRevalidate: () => true,
      Component: RootLayout,
      errorElement: <StandaloneRouteErrorPage />,
      // Only the catch-all and the redirects reach this during the first load; pages have their own.
      HydrateFallback: PageLoading,
      children: [
        ...SUPPORTED_LANGUAGES.map((language) => languageRoutes(language, pages, registry)),
        notFoundRoute,
      ],
    },
  ];
}

/**
 * `prerendered`: the page's HTML is there and its texts are loaded (main.tsx), so the first
 * render must run no loader: it has to equal the HTML it hydrates.
 */
export function createAppRouter(routes = buildRoutes(), { prerendered = false } = {}) {
  const loaderData = Object.fromEntries(loaderRouteIds(routes).map((id) => [id, null]));
  return createBrowserRouter(routes, {
    ...(prerendered ? { hydrationData: { loaderData } } : {}),
    patchRoutesOnNavigation: discoverUserArea(),
  });
}

/**
 * Adds the user area (its guard, layout and pages) and the redirects (`/plan`) on the first
 * navigation that no route matches but the catch-all, a direct load included: React Router asks
 * then. Their part of the registry and the code that loads them (user-area-page-modules.ts,
 * with the list of chunks each page needs) are then no part of a public page's first load. An
 * unknown path still ends at the catch-all (not found), after this one look-up.
 */
function discoverUserArea(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch }) => {
    if (added) return;
    const { userAreaPages, redirects, userAreaPageFiles, userAreaFrame } =
      await import('./user-area-page-modules');
    const modules = pageModulesByName(userAreaPageFiles);
    patch('root', [userAreaRoute(userAreaPages, modules, userAreaFrame), ...redirectRoutes(redirects)]);
    added = true;
  };
}

/** The ids of the routes with a loader (the client's hydration data names each). */
function loaderRouteIds(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.loader && route.id ? [route.id] : []),
    ...loaderRouteIds(route.children ?? []),
  ]);
}
