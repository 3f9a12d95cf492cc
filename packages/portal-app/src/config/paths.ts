/*
 * Facts about the portal's paths outside the user area, all derived from the page registry
 * (page-registry.ts): links, the router, the guards, the sign-in flow's `next` check, the
 * prerender build and the sitemap read them here. The user area's paths are in its part of the
 * registry (user-area-pages.ts), which loads with it.
 */
import { pages, paths, sitePages, USER_AREA, USER_AREA_HOME } from './page-registry';

export { paths, USER_AREA, USER_AREA_HOME };

/** Where a signed-in user lands when nothing else was asked for. */
export const DEFAULT_SIGNED_IN_PATH = USER_AREA_HOME;

/** The sign-in pages: never a `next` target after signing in. */
export const authPaths: ReadonlySet<string> = new Set(
  sitePages.filter((page) => page.guard === 'signed-out').map((page) => page.path),
);

/** True for the user area's own pages (the guard's and the API-key refresh's scope). */
export function isUserAreaPath(pathname: string): boolean {
  return pathname === USER_AREA || pathname.startsWith(`${USER_AREA}/`);
}

/** Paths with an English and a Korean twin (`/pricing`, `/ko/pricing`). */
export function hasLanguageTwins(path: string): boolean {
  return sitePages.some((page) => page.prerender && page.path === path);
}

export { pages };
