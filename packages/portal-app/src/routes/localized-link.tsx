import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, type NavigateOptions } from 'react-router-dom';
import { localizedPath } from '../i18n/localized-path';
import { toLanguage, type Language } from '../i18n/languages';
import { hasLanguageTwins } from './paths';

/** The language the current page speaks: its URL's on public pages, the stored choice elsewhere. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}

/** `to` in the page's language when the target has twins (`/pricing` -> `/ko/pricing` on Korean pages). */
export function useLocalizedPath(): (to: string) => string {
  const language = usePageLanguage();
  return (to) => {
    const [pathname = '/', rest = ''] = to.split(/(?=[?#])/, 2);
    return hasLanguageTwins(pathname) ? `${localizedPath(pathname, language)}${rest}` : to;
  };
}

/** A router link that stays in the page's language, so every link on a Korean page leads to Korean pages. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof Link> & { to: string }>(
  function LocalizedLink({ to, ...props }, ref) {
    return <Link ref={ref} to={useLocalizedPath()(to)} {...props} />;
  },
);

/** `navigate` that keeps the page's language for paths with twins. */
export function useLocalizedNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (to, options) => void navigate(localize(to), options);
}
