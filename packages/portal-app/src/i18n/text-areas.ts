import { sitePages, type PageEntry } from '../config/page-registry';
import { unprefixedPath } from './localized-path';

/**
 * The locale areas (locales/<language>/<area>.json) a page of the public site shows, besides
 * the bundled common texts and the site's frame (`site`: top bar, drawer, footer), as its
 * registry entry names them. A page loads only its own: the home page does not download the
 * pricing, policies or account texts, nor the other way round.
 *
 * A path no entry names in that spelling (the router also matches `/Pricing` or `/%70ricing`)
 * gets every page's areas, so whatever page it shows has its texts.
 */
export function textAreasFor(
  pathname: string,
  registry: readonly PageEntry[] = sitePages,
): readonly string[] {
  // The router ignores a trailing slash, so `/pricing/` shows the pricing page too.
  const path = unprefixedPath(pathname).replace(/(.)\/+$/, '$1');
  const page = registry.find((entry) => entry.path === path);
  // The frame comes with every page, the not-found cover's too: unknown paths land there,
  // and the next page the visitor opens from it is framed.
  return ['site', ...(page?.texts ?? [...new Set(registry.flatMap((entry) => entry.texts))])];
}
