import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { brand } from '../src/config/brand.ts';

/** The site's one drawing of its icon; the pages carry it inline (see `faviconDataUri`). */
const FAVICON_FILE = new URL('../public/favicon.svg', import.meta.url);

/**
 * The icon as a data URI, so a page needs no request for it. On a phone's first visit a
 * separate icon request is one more on the page's first round trips, sharing the bandwidth the
 * first screen's stylesheet and font need (docs/decisions.md, "Favicon in the page"). Base64
 * rather than percent-encoding: no SVG character needs care, and the file is 263 bytes.
 */
export const faviconDataUri = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg.trim()).toString('base64')}`;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Fills index.html's `%BRAND_*%` placeholders from the brand module, so the head never drifts
 * from it, and `%FAVICON_HREF%` from public/favicon.svg. The page's own head (title, description, twins) is written by the prerender build,
 * the fonts' tags by build/portal-fonts-plugin.ts.
 */
export function headPlugin(): Plugin {
  return {
    name: 'remoterl-head-texts',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html
          .replaceAll('%BRAND_PRODUCT%', escapeHtml(brand.productName))
          .replaceAll('%BRAND_SITE_URL%', escapeHtml(brand.siteUrl))
          .replaceAll('%FAVICON_HREF%', faviconDataUri(readFileSync(FAVICON_FILE, 'utf8')));
      },
    },
  };
}
