/*
 * How the routes are mounted:
 *   - the public pages, and the account routes with `handle: { layout: 'public' }` (/login,
 *     /signup, /signup/onboarding), are nested under the public layout (top bar, drawer,
 *     footer), once per language: English at the root, Korean under /ko (see language-scope);
 *   - every other account route is mounted at the top level and brings its own layout
 *     (the user area and the payment return pages); it speaks the stored or detected language.
 * All inherit the root route's translated error page and chunk-reload handling.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { currentLanguage, loadLanguage } from '../i18n/i18n';
import { LanguageScope, loadPageTexts } from '../i18n/language-scope';
import { languageSegment } from '../i18n/localized-path';
import { SUPPORTED_LANGUAGES, type Language } from '../i18n/languages';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { accountRoutes } from './account-routes';
import { PageLoading } from './page-loading';
import { isUserAreaPath } from './paths';
import { notFoundCoverRoute, publicPageRoutes } from './public-routes';
import { redirectRoutes, usesPublicLayout } from './redirect-routes';
import { RouteErrorPage, StandaloneRouteErrorPage } from './route-error-page';

/** `/about` -> `about`: the same route objects are mounted below `/` and below `/ko`. */
const relative = (route: RouteObject): RouteObject =>
  route.path?.startsWith('/') ? { ...route, path: route.path.slice(1) || undefined } : route;

/** The ids of a language's routes that load texts (the client's hydration data names them). */
const pagesRouteId = (language: Language) => `pages-${language}`;
const coverRouteId = (language: Language) => `not-found-cover-${language}`;

function languageRoutes(language: Language, account: RouteObject[]): RouteObject {
  // Each page's texts load with the page (text-areas.ts), on every navigation.
  const pageTexts = { loader: loadPageTexts(language), shouldRevalidate: () => true };
  return {
    path: languageSegment(language),
    element: <LanguageScope language={language} />,
    children: [
      {
        Component: PublicLayout,
        // A pathless child with the error element keeps the top bar and footer around a page's
        // error, including its texts failing to load (it holds their loader for that reason).
        children: [
          {
            id: pagesRouteId(language),
            ...pageTexts,
            errorElement: <RouteErrorPage />,
            children: [...publicPageRoutes, ...account.filter(usesPublicLayout)].map(relative),
          },
        ],
      },
      { id: coverRouteId(language), ...pageTexts, ...relative(notFoundCoverRoute) },
    ],
  };
}

export function buildRoutes(account: RouteObject[]): RouteObject[] {
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
      // Only the redirect routes below reach this during the first load; pages have their own.
      HydrateFallback: PageLoading,
      children: [
        ...SUPPORTED_LANGUAGES.map((language) => languageRoutes(language, account)),
        ...account.filter((route) => !usesPublicLayout(route)),
        ...redirectRoutes,
      ],
    },
  ];
}

/**
 * `prerendered`: the page's HTML is there and its texts are loaded (main.tsx), so the first
 * render must run no loader: it has to equal the HTML it hydrates.
 */
export function createAppRouter(routes = buildRoutes(accountRoutes), { prerendered = false } = {}) {
  const loaderData = Object.fromEntries(
    [
      'root',
      ...SUPPORTED_LANGUAGES.flatMap((language) => [pagesRouteId(language), coverRouteId(language)]),
    ].map((id) => [id, null]),
  );
  return createBrowserRouter(routes, prerendered ? { hydrationData: { loaderData } } : {});
}
