import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './page-loading';

type PageModule = { default: ComponentType };

/**
 * A route whose page is its own chunk, loaded on first visit. The fallback is declared here,
 * outside the lazy module, because the router needs it before the module arrives.
 */
export function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: PageLoading,
  };
}
