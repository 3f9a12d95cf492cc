import { publicPaths, userPaths } from '../routes/paths';
import { unprefixedPath } from './localized-path';

/**
 * The locale areas (locales/<language>/<area>.json) each page of the public site shows, besides
 * the bundled common texts and the site's frame (`site`: top bar, drawer, footer). A page loads
 * only its own: the home page does not download the pricing, policies or account texts, nor the
 * other way round. `contact-details` (e-mail, address, LinkedIn) is shown by the home and the
 * contact page.
 */
const PAGE_AREAS: Record<string, readonly string[]> = {
  [publicPaths.home]: ['home', 'contact-details'],
  [publicPaths.about]: ['about'],
  [publicPaths.pricing]: ['pricing'],
  [publicPaths.contact]: ['contact', 'contact-details'],
  [publicPaths.getStarted]: ['get-started'],
  [publicPaths.terms]: ['policies'],
  [publicPaths.dataPolicy]: ['policies'],
  [publicPaths.cookiePolicy]: ['policies'],
  [publicPaths.notFound]: ['not-found'],
  [publicPaths.notFoundCover]: ['not-found'],
  [userPaths.login]: ['account'],
  [userPaths.signup]: ['account'],
  [userPaths.onboarding]: ['account'],
};

/**
 * Every public page's areas: for a path the table does not name in that spelling (the router
 * also matches `/Pricing` or `/%70ricing`), so whatever page it shows has its texts.
 */
const ALL_PAGE_AREAS = [...new Set(Object.values(PAGE_AREAS).flat())];

/** The locale areas a public page (`/pricing`, `/ko/terms`) needs besides the bundled common texts. */
export function textAreasFor(pathname: string): readonly string[] {
  // The router ignores a trailing slash, so `/pricing/` shows the pricing page too.
  const path = unprefixedPath(pathname).replace(/(.)\/+$/, '$1');
  // The frame comes with every page, the not-found cover's too: unknown paths land there,
  // and the next page the visitor opens from it is framed.
  return ['site', ...(PAGE_AREAS[path] ?? ALL_PAGE_AREAS)];
}
