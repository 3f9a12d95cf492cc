import { currentLanguage } from '../i18n/i18n';
import { languageOfPath, localizedPath } from '../i18n/localized-path';
import { publicPaths, userPaths } from './paths';

/**
 * Where an unknown path ends: the not-found cover in the path's language (`/ko/...` -> the Korean
 * twin), and for any other path in the language the visitor's user area speaks (their stored or
 * detected choice), so a Korean user's wrong turn does not end in English.
 */
export function notFoundTarget(url: string): string {
  const { pathname } = new URL(url);
  const language = languageOfPath(pathname) === 'ko' ? 'ko' : currentLanguage();
  return localizedPath(publicPaths.notFoundCover, language);
}

/** `/plan` (the cancelled page's retry) is the payment page, keeping what the link asks for (`?price=30`). */
export function planTarget(url: string): string {
  return `${userPaths.payment}${new URL(url).search}`;
}
