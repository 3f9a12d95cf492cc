/*
 * What the build writes of the registry's pages (config/page-registry.ts): the prerendered pages and the
 * sitemap's. Kept out of config/paths.ts, as the browser never needs them.
 */
import { sitePages, type PageEntry } from '../config/page-registry';

/** Pages worth indexing (the sitemap's) in `registry`. */
export function indexablePathsOf(registry: readonly PageEntry[]): string[] {
  return registry.filter((page) => page.indexed).map((page) => page.path);
}

/** Rendered to HTML at build time, in English and under `/ko` in Korean. */
export function prerenderedPathsOf(registry: readonly PageEntry[]): string[] {
  return registry.filter((page) => page.prerender).map((page) => page.path);
}

export const indexablePaths: readonly string[] = indexablePathsOf(sitePages);
export const prerenderedPaths: readonly string[] = prerenderedPathsOf(sitePages);
