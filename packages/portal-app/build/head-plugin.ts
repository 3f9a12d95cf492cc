import type { HtmlTagDescriptor, Plugin } from 'vite';
import { brand } from '../src/config/brand.ts';

/** Fonts worth a preload: the Latin face every page renders its first text with. */
const PRELOADED_FONTS = [/inter-latin-wght-normal-[\w-]+\.woff2$/];

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Fills index.html's `%BRAND_*%` placeholders from the brand module, so the head never drifts
 * from it. The page's own head (title, description, twins) is written by the prerender build.
 */
function headTextsPlugin(): Plugin {
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

/**
 * In a build, preloads the hashed Inter Latin file so the first text paints in its final face
 * instead of swapping. Runs after bundling (`post`), when the hashed file names are known.
 */
function fontPreloadPlugin(): Plugin {
  return {
    name: 'remoterl-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          PRELOADED_FONTS.some((pattern) => pattern.test(file)),
        );
        return fonts.map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}

/** The document head: texts from the brand module, and the font preload. */
export function headPlugin(): Plugin[] {
  return [headTextsPlugin(), fontPreloadPlugin()];
}
