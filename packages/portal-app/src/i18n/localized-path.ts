import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * Public pages exist once per language: English at the bare path (`/pricing`), Korean under
 * `/ko` (`/ko/pricing`), so each language has its own prerendered, indexable URL
 * (docs/decisions.md#prerendered-public-pages-and-korean-twins).
 */
const PREFIX: Record<Language, string> = { en: '', ko: '/ko' };

/** The language a path's prefix selects: `/ko` and `/ko/...` are Korean, anything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === PREFIX.ko || pathname.startsWith(`${PREFIX.ko}/`) ? 'ko' : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: `/ko/pricing` -> `/pricing`, `/ko` -> `/`. */
export function unprefixedPath(pathname: string): string {
  const prefix = PREFIX[languageOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** The path in the given language: (`/pricing`, ko) -> `/ko/pricing`, (`/`, ko) -> `/ko`. */
export function localizedPath(path: string, language: Language): string {
  const bare = unprefixedPath(path);
  const prefix = PREFIX[language];
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}

/** The route segment a language's pages are mounted under (`undefined`: at the root). */
export function languageSegment(language: Language): string | undefined {
  return PREFIX[language].slice(1) || undefined;
}
