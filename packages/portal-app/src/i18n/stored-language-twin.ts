import { hasLanguageTwins } from '../config/paths';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from './languages';
import { languageOfPath, localizedPath, unprefixedPath } from './localized-path';

/**
 * The language a public page should open in, by the rule of page-init.js (build/page-init.ts): the stored
 * choice, else Korean for a browser that prefers it; undefined keeps the address asked for.
 */
function twinLanguage(storage: Pick<Storage, 'getItem'>, preferred: readonly string[]): Language | undefined {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ko') return 'ko';
    if (base === 'en') return undefined;
  }
  return undefined;
}

/**
 * Where a page that arrived as the app shell should be, when it is a public page with twins in
 * the other language: production's prerendered pages go there before painting (page-init.js
 * reads their hreflang links), but the dev server serves every path as the shell, without them.
 * Answers the twin's path with the query and hash, or undefined to stay.
 */
export function storedLanguageTwin(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  storage: Pick<Storage, 'getItem'>,
  preferred: readonly string[],
): string | undefined {
  const bare = unprefixedPath(location.pathname);
  if (!hasLanguageTwins(bare)) return undefined;
  let language: Language | undefined;
  try {
    language = twinLanguage(storage, preferred);
  } catch {
    return undefined; // No storage (private mode, blocked): the page keeps its URL's language.
  }
  if (!language || language === languageOfPath(location.pathname)) return undefined;
  return `${localizedPath(bare, language)}${location.search}${location.hash}`;
}
