import { hasLanguageTwins } from '../config/paths';
import { languageChoice } from './language-choice';
import { LANGUAGE_STORAGE_KEY, type Language } from './languages';
import { languageOfPath, localizedPath, unprefixedPath } from './localized-path';

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
    language = languageChoice(storage.getItem(LANGUAGE_STORAGE_KEY), preferred);
  } catch {
    return undefined; // No storage (private mode, blocked): the page keeps its URL's language.
  }
  if (!language || language === languageOfPath(location.pathname)) return undefined;
  return `${localizedPath(bare, language)}${location.search}${location.hash}`;
}
