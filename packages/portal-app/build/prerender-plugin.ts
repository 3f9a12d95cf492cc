import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { Language } from '../src/i18n/languages.ts';

/** The server bundle's entry: renders one page with the app's own routes and components. */
const ENTRY = 'src/prerender/render-page.tsx';
const SSR_OUT_DIR = 'dist-ssr';
/** The SPA fallback (user area, payment pages, unknown paths): firebase.json rewrites to it. */
export const SPA_SHELL = 'spa.html';

interface PrerenderModule {
  prerenderedPaths: readonly string[];
  SUPPORTED_LANGUAGES: readonly Language[];
  localizedPath: (path: string, language: Language) => string;
  pageHead: (input: { path: string; language: Language; title: string; description: string }) => string;
  renderPage: (url: string) => Promise<{
    html: string;
    title: string;
    description: string;
    hydrate: 'islands' | 'app';
    offlineTemplate: string;
  }>;
  sitemapXml: () => string;
  speculationRulesJson: () => string;
}

const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
/**
 * A prerendered page paints from its HTML and CSS; its scripts only hydrate. Vite's
 * modulepreload hints would fetch ~170 KB of them at high priority alongside the stylesheet
 * and slow the first paint on a phone connection; without them the entry script still pulls
 * its imports in, after the page has painted. The SPA shell keeps them: it paints nothing
 * until its scripts run.
 */
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
const ROOT = '<!--page-->';
/**
 * On a prerendered page the entry script does not load from the head: page-init.js starts it
 * once the page has painted (it reads this tag). A phone connection then spends itself on the
 * HTML, stylesheet and fonts first, and the script's evaluation and hydration come after the
 * first paint instead of before it. The SPA shell keeps its script tag.
 */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_META = '<meta name="app-entry" content="$1" />';
/** The entry of a page that hydrates only its islands (the registry's `hydrate: 'islands'`). */
export const ISLANDS_ENTRY = 'src/islands/islands-entry.tsx';

/** The Speculation Rules' tag (src/prerender/speculation-rules.ts holds the rules and why). */
export function speculationRulesTag(json: string): string {
  return `<script type="speculationrules">${json}</script>`;
}

export interface PrerenderOptions {
  /** Tags at the end of a page's head, after the stylesheet (the fonts: build/*-fonts-plugin.ts). */
  pageHeadEnd?: (language: Language, html: string) => Promise<string>;
  /** Tags at the end of the SPA shell's head. */
  shellHeadEnd?: () => string;
}

/** `/` -> index.html, `/ko` -> ko.html, `/ko/pricing` -> ko/pricing.html (served clean, without `.html`). */
const fileFor = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

/**
 * After the browser build, renders every public page in every language into static HTML
 * (React Router's data-router static rendering, with the same routes and components the
 * browser hydrates), writes the SPA shell for everything else and the sitemap of both languages. React Router's framework
 * mode prerendering is not used: its pages carry inline scripts, which the production CSP
 * (`script-src 'self'`, static hosting, no nonces) refuses.
 */
export function prerenderPlugin({ pageHeadEnd, shellHeadEnd }: PrerenderOptions = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'remoterl-prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const root = config.root;
      const outDir = path.resolve(root, config.build.outDir);
      const ssrOutDir = path.resolve(root, SSR_OUT_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir: ssrOutDir, emptyOutDir: true, manifest: false, ssrManifest: false },
      });
      const renderer = (await import(
        pathToFileURL(path.join(ssrOutDir, 'render-page.js')).href
      )) as PrerenderModule;

      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      // Without the tag the pages would never hydrate: fail the build instead.
      if (!ENTRY_SCRIPT.test(template))
        throw new Error('Prerender: no entry <script type="module"> in index.html.');
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >;
      const islandsEntry = manifest[ISLANDS_ENTRY]?.file;
      if (!islandsEntry) throw new Error(`Prerender: the build has no chunk for ${ISLANDS_ENTRY}.`);
      const speculation = speculationRulesTag(renderer.speculationRulesJson());
      const pages: string[] = [];
      for (const language of renderer.SUPPORTED_LANGUAGES) {
        for (const pagePath of renderer.prerenderedPaths) {
          const url = renderer.localizedPath(pagePath, language);
          const page = await renderer.renderPage(url);
          const html = template
            .replace(MODULE_PRELOADS, '')
            .replace(
              ENTRY_SCRIPT,
              page.hydrate === 'islands' ? ENTRY_META.replace('$1', `/${islandsEntry}`) : ENTRY_META,
            )
            .replace('<html lang="en">', `<html lang="${language}">`)
            .replace(HEAD, renderer.pageHead({ path: pagePath, language, ...page }))
            .replace('</head>', `${(await pageHeadEnd?.(language, page.html)) ?? ''}${speculation}</head>`)
            .replace(ROOT, page.html)
            .replace('</body>', `${page.offlineTemplate}</body>`);
          const file = path.join(outDir, fileFor(url));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
          pages.push(url);
        }
      }
      // The shell keeps the generic head and an empty root: its pages render in the browser.
      await writeFile(
        path.join(outDir, SPA_SHELL),
        template.replace('</head>', `${shellHeadEnd?.() ?? ''}</head>`).replace(ROOT, ''),
      );
      await writeFile(path.join(outDir, 'sitemap.xml'), renderer.sitemapXml());
      await rm(ssrOutDir, { recursive: true, force: true });
      config.logger.info(`Prerendered ${pages.length} pages: ${pages.join(' ')}`);
    },
  };
}
