import { unprefixedPath } from '../i18n/localized-path';
import { authPaths, DEFAULT_SIGNED_IN_PATH as DASHBOARD_PATH, paths } from '../config/paths';

/**
 * The `next` target after login, accepted only as a same-origin path: `/user/billing?tab=1`
 * yes; `https://evil.example`, `//evil.example`, `/\evil.example` or `javascript:` never.
 * Anything refused (or pointing back at a sign-in page) falls back to the dashboard.
 */
export function safeNextPath(next: string | null | undefined, origin = 'http://portal.invalid'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DASHBOARD_PATH;
  // Control characters are dropped by URL parsing and could hide a second slash.
  if ([...next].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) {
    return DASHBOARD_PATH;
  }
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return DASHBOARD_PATH;
  }
  if (url.origin !== new URL(origin).origin || authPaths.has(unprefixedPath(url.pathname)))
    return DASHBOARD_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?next=<path>` for a guarded location; slashes stay readable (`next=/user/billing`). */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}
