/**
 * The prerender build's entry (bundled by Vite for Node, see build/prerender-plugin.ts): renders
 * one public page to HTML, with the same tree the browser hydrates (src/app.tsx) around a
 * static router. Nothing here ships to the browser.
 */
import { ThemeProvider } from '@ccnets/design-system';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { loadLanguage } from '../i18n/i18n';
import { languageOfPath } from '../i18n/localized-path';
import { textAreasFor } from '../i18n/text-areas';
import { PageMetaCollector, type CollectedPageMeta } from '../i18n/page-meta-collector';
import { ToastRegionOnDemand } from '../layouts/toast-region-on-demand';
import { accountRoutes } from '../routes/account-routes';
import { buildRoutes } from '../routes/router';

export { prerenderedPaths } from '../routes/paths';
export { SUPPORTED_LANGUAGES } from '../i18n/languages';
export { localizedPath } from '../i18n/localized-path';
export { pageHead } from './page-head';
export { sitemapXml } from './sitemap';

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  title: string;
  description: string;
}

const handler = createStaticHandler(buildRoutes(accountRoutes));

/** Renders `url` (a localized path such as `/ko/pricing`) as the browser's first render will. */
export async function renderPage(url: string): Promise<RenderedPage> {
  await loadLanguage(languageOfPath(url), textAreasFor(url));
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}, not a page.`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: CollectedPageMeta = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector value={meta}>
        <ThemeProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <ToastRegionOnDemand />
        </ThemeProvider>
      </PageMetaCollector>
    </StrictMode>,
  );
  if (!meta.title || !meta.description) throw new Error(`${url} did not declare its title (usePageMeta).`);
  return { html, title: meta.title, description: meta.description };
}
