import { paths } from '../config/paths';
import { currentLanguage } from '../i18n/i18n';
import { languageOfPath, localizedPath } from '../i18n/localized-path';

/**
 * Where an unknown path ends: the not-found cover in the path's language (`/ko/...` -> the Korean
 * twin), and for any other path in the language the visitor's user area speaks (their stored or
 * detected choice), so a Korean user's wrong turn does not end in English.
 */
export function notFoundTarget(url: string): string {
  const { pathname } = new URL(url);
  const language = languageOfPath(pathname) === 'ko' ? 'ko' : currentLanguage();
  return localizedPath(paths.notFoundCover, language);
}

/** A redirect keeps what the link asks for: `/plan?price=30` (the cancelled page's retry) presets 30. */
export function redirectTarget(to: string, url: string): string {
  return `${to}${new URL(url).search}`;
}
