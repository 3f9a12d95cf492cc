/**
 * The prerender build's entry (bundled by Vite for Node, see build/prerender-plugin.ts): renders
 * one public page to HTML, with the same tree the browser hydrates (src/app-tree.tsx) around a
 * static router. Nothing here ships to the browser.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppTree } from '../app-tree';
import { IslandServerRenderer } from '../islands/island';
import { renderIslandHtml } from './server-islands';
import { sitePages, type PageEntry } from '../config/page-registry';
import { loadLanguage } from '../i18n/i18n';
import { languageOfPath, unprefixedPath } from '../i18n/localized-path';
import { textAreasFor } from '../i18n/text-areas';
import { PageMetaCollector, type CollectedPageMeta } from '../i18n/page-meta-collector';
import type { PageModules } from '../routes/page-modules';
import { buildRoutes } from '../routes/router';

export { prerenderedPaths } from './site-pages';
export { SUPPORTED_LANGUAGES } from '../i18n/languages';
export { localizedPath } from '../i18n/localized-path';
export { pageHead } from './page-head';
export { sitemapXml } from './sitemap';

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  title: string;
  description: string;
  /** How the page comes alive in the browser (the registry entry's `hydrate`). */
  hydrate: 'islands' | 'app';
}

/** A renderer of the pages of `registry` (the site's, or a test's with a fixture page added). */
export function pageRenderer(registry: readonly PageEntry[] = sitePages, modules?: PageModules) {
  const handler = createStaticHandler(buildRoutes(registry, modules));
  /** Renders `url` (a localized path such as `/ko/pricing`) as the browser's first render will. */
  return async function render(url: string): Promise<RenderedPage> {
    await loadLanguage(languageOfPath(url), textAreasFor(url, registry));
    const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
    if (context instanceof Response) throw new Error(`${url} answers ${context.status}, not a page.`);
    if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const meta: CollectedPageMeta = {};
    const html = renderToString(
      <IslandServerRenderer.Provider value={renderIslandHtml}>
        <PageMetaCollector value={meta}>
          <AppTree router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
        </PageMetaCollector>
      </IslandServerRenderer.Provider>,
    );
    if (!meta.title || !meta.description)
      throw new Error(`${url} did not declare its title (its registry entry's meta).`);
    const entry = registry.find((page) => page.path === unprefixedPath(url));
    return { html, title: meta.title, description: meta.description, hydrate: entry?.hydrate ?? 'islands' };
  };
}

export const renderPage = pageRenderer();
