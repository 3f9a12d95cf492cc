import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The design system's `@font-face` rules are ~14 KB gzip, more than half of what the portal's
 * stylesheet would weigh with them, and a first paint needs none of them: the portal's own cuts
 * of the fonts (build/portal-fonts-plugin.ts) draw every text a page holds. So they are built as
 * a stylesheet of their own (src/design-system-fonts.css), which
 *   - a prerendered page names in `<meta name="app-stylesheet">`, and page-init.js links once
 *     the page has painted, where the tag stands: before the portal's faces, which must stay
 *     declared last to be the ones that draw;
 *   - the SPA shell links in its head, before the portal's faces: it paints nothing until its
 *     scripts have run anyway;
 *   - the dev server links into its page (it has no portal faces).
 */
const STYLESHEET = 'src/design-system-fonts.css';

export interface DesignSystemFontsPlugin extends Plugin {
  /** A prerendered page's tag naming the stylesheet, for page-init.js. */
  pageHeadTag(): string;
  /** The SPA shell's link to the stylesheet. */
  shellHeadTag(): string;
}

export function designSystemFontsPlugin(): DesignSystemFontsPlugin {
  let file = '';
  return {
    name: 'remoterl-design-system-fonts',
    apply: (_, env) => !env.isSsrBuild,
    config(config, env) {
      if (env.command !== 'build') return;
      const root = config.root ?? process.cwd();
      return {
        build: {
          rolldownOptions: {
            input: {
              index: path.resolve(root, 'index.html'),
              'design-system-fonts': path.resolve(root, STYLESHEET),
            },
          },
        },
      };
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (_, context) =>
        context.server
          ? [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${STYLESHEET}` }, injectTo: 'head' }]
          : undefined,
    },
    generateBundle(_, bundle) {
      const asset = Object.values(bundle).find(
        (output) => output.type === 'asset' && output.originalFileNames.includes(STYLESHEET),
      );
      if (!asset) throw new Error(`Design-system fonts: ${STYLESHEET} was not built.`);
      file = asset.fileName;
    },
    pageHeadTag: () => `<meta name="app-stylesheet" content="/${file}" />`,
    shellHeadTag: () => `<link rel="stylesheet" href="/${file}" />`,
  };
}
