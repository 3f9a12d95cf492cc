/**
 * The prerender build's entry (bundled by Vite for Node, see build/prerender-plugin.ts): renders
 * one public page to HTML, with the same tree the browser hydrates (src/app-tree.tsx) around a
 * static router. Nothing here ships to the browser.
 */
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppTree } from '../app-tree';
import { IslandServerRenderer } from '../islands/island';
import { renderIslandHtml } from './server-islands';
import { sitePages, type PageEntry } from '../config/page-registry';
import { i18n, loadLanguage } from '../i18n/i18n';
import { languageOfPath, unprefixedPath } from '../i18n/localized-path';
import type { Language } from '../i18n/languages';
import { textAreasFor } from '../i18n/text-areas';
import { PageMetaCollector, type CollectedPageMeta } from '../i18n/page-meta-collector';
import type { PageModules } from '../routes/page-modules';
import { buildRoutes } from '../routes/router';
import { ErrorNotice } from '../routes/error-notice';
import { OFFLINE_PAGE_ID } from '../islands/offline-links';

export { prerenderedPaths } from './site-pages';
export { SUPPORTED_LANGUAGES } from '../i18n/languages';
export { localizedPath } from '../i18n/localized-path';
export { pageHead } from './page-head';
export { sitemapXml } from './sitemap';
export { speculationRulesJson } from './speculation-rules';

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  title: string;
  description: string;
  /** How the page comes alive in the browser (the registry entry's `hydrate`). */
  hydrate: 'islands' | 'app';
  /**
   * For a page of islands, the `<template>` of its offline notice, which it shows when a link is
   * followed offline (islands/offline-links.ts); the app draws its own (its route error page).
   */
  offlineTemplate: string;
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
    const hydrate = entry?.hydrate ?? 'islands';
    return {
      html,
      title: meta.title,
      description: meta.description,
      hydrate,
      offlineTemplate: hydrate === 'islands' ? offlineTemplate(languageOfPath(url)) : '',
    };
  };
}

/** The offline notice in the page's language, as a `<template>` to clone. */
function offlineTemplate(language: Language): string {
  const texts = i18n.cloneInstance({ lng: language, initAsync: false });
  const title = escapeAttribute(texts.t('common.error.offline.meta.title'));
  const notice = renderToString(
    <I18nextProvider i18n={texts}>
      <ErrorNotice kind="offline" />
    </I18nextProvider>,
  );
  return `<template id="${OFFLINE_PAGE_ID}" data-title="${title}">${notice}</template>`;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export const renderPage = pageRenderer();
