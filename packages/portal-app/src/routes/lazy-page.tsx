import type { RouteObject } from 'react-router-dom';
import type { PageEntry } from '../config/page-registry';
import { usePageMeta } from '../i18n/use-page-meta';
import { PageLoading } from './page-loading';
import type { PageModules } from './page-modules';

/**
 * A route whose page is its own chunk, loaded on first visit, with the document title and
 * description its registry entry names. The fallback is declared here, outside the lazy
 * module, because the router needs it before the module arrives.
 */
export function lazyPage(
  { name, meta }: Pick<PageEntry, 'name' | 'meta'>,
  modules: PageModules,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  // Each entry has its module (the registry's test checks it).
  const load = modules[name]!;
  return {
    lazy: async () => {
      const { default: Page } = await load();
      function PageWithMeta() {
        usePageMeta(meta);
        return <Page />;
      }
      return { Component: PageWithMeta };
    },
    HydrateFallback: PageLoading,
  };
}
