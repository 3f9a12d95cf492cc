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
import { LanguageScope, loadScopeLanguage } from '../i18n/language-scope';
import { languageSegment } from '../i18n/localized-path';
import { SUPPORTED_LANGUAGES, type Language } from '../i18n/languages';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { accountRoutes } from './account-routes';
import { PageLoading } from './page-loading';
import { notFoundCoverRoute, publicPageRoutes } from './public-routes';
import { redirectRoutes, usesPublicLayout } from './redirect-routes';
import { RouteErrorPage, StandaloneRouteErrorPage } from './route-error-page';

/** `/about` -> `about`: the same route objects are mounted below `/` and below `/ko`. */
const relative = (route: RouteObject): RouteObject =>
  route.path?.startsWith('/') ? { ...route, path: route.path.slice(1) || undefined } : route;

/** The id of a language's scope route (the client's hydration data names it). */
export const languageRouteId = (language: Language) => `language-${language}`;

function languageRoutes(language: Language, account: RouteObject[]): RouteObject {
  return {
    id: languageRouteId(language),
    path: languageSegment(language),
    loader: loadScopeLanguage(language),
    element: <LanguageScope language={language} />,
    children: [
      {
        Component: PublicLayout,
        // A pathless child with the error element keeps the top bar and footer around a page's error.
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [...publicPageRoutes, ...account.filter(usesPublicLayout)].map(relative),
          },
        ],
      },
      relative(notFoundCoverRoute),
    ],
  };
}

export function buildRoutes(account: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
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

export function createAppRouter(routes = buildRoutes(accountRoutes)) {
  return createBrowserRouter(routes, {
    // Prerendered pages arrive with their language's texts loaded (main.tsx), so the first
    // render needs no loader run: it must equal the HTML it hydrates.
    hydrationData: {
      loaderData: Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => [languageRouteId(language), null]),
      ),
    },
  });
}
