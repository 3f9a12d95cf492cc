import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useNavigate, type NavigateOptions } from 'react-router-dom';
import { localizedPath } from '../i18n/localized-path';
import { toLanguage, type Language } from '../i18n/languages';
import { hasLanguageTwins } from '../config/paths';

/** The language the current page speaks: its URL's on public pages, the stored choice elsewhere. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}

/** `to` in the page's language when the target has twins (`/pricing` -> `/ko/pricing` on Korean pages). */
export function useLocalizedPath(): (to: string) => string {
  const language = usePageLanguage();
  return (to) => {
    // The path is what has twins; a query and a hash follow it unchanged.
    const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(to) ?? [];
    return hasLanguageTwins(pathname) ? `${localizedPath(pathname, language)}${rest}` : to;
  };
}

/**
 * A router link that stays in the page's language, so every link on a Korean page leads to Korean
 * pages. Built on React Router's `useHref` and `useLinkClickHandler` (its documented way to make a
 * custom link) rather than on `<Link>`: `<Link>` brings framework mode's prefetching and server
 * component code (~2 KB gzip) onto every page's first load, and no link here prefetches.
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, ComponentProps<'a'> & { to: string }>(
  function LocalizedLink({ to, onClick, children, ...props }, ref) {
    const path = useLocalizedPath()(to);
    // Plain clicks navigate in the app; modified clicks and other targets stay the browser's.
    const followLink = useLinkClickHandler<HTMLAnchorElement>(path, { target: props.target });
    return (
      <a
        ref={ref}
        href={useHref(path)}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) followLink(event);
        }}
      >
        {children}
      </a>
    );
  },
);

/** `navigate` that keeps the page's language for paths with twins. */
export function useLocalizedNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (to, options) => void navigate(localize(to), options);
}
