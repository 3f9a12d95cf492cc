import type { Plugin } from 'vite';
import { brand } from '../src/config/brand.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Fills index.html's `%BRAND_*%` placeholders from the brand module, so the head never drifts
 * from it. The page's own head (title, description, twins) is written by the prerender build,
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
          .replaceAll('%BRAND_SITE_URL%', escapeHtml(brand.siteUrl));
      },
    },
  };
}
