import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { DesignSystemLocale } from '../layouts/design-system-locale';
import { i18n, loadLanguage, scopeDocumentLanguage } from '../i18n/i18n';
import type { PageEntry } from '../config/page-registry';
import type { Language } from '../i18n/languages';
import { textAreasFor } from '../i18n/text-areas';

/**
 * One i18next instance per page language, sharing the global instance's texts. The public
 * pages speak the language of their URL, whatever the global (stored or detected) language
 * is: the same URL then renders the same words on the build machine and in every browser,
 * which is what lets the prerendered HTML hydrate without a mismatch.
 */
const scoped = new Map<Language, I18n>();

function instanceFor(language: Language): I18n {
  let instance = scoped.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    scoped.set(language, instance);
  }
  return instance;
}

/**
 * Route loader: the texts a page shows are in memory before it renders. It runs on every
 * navigation (see the router's shouldRevalidate), as each page needs its own areas.
 */
export function loadPageTexts(language: Language, registry?: readonly PageEntry[]) {
  return async ({ request }: { request: Request }) => {
    await loadLanguage(language, textAreasFor(new URL(request.url).pathname, registry));
    return null;
  };
}

/** Route element: the pages below it speak `language`, and the document says so. */
export function LanguageScope({ language }: { language: Language }) {
  useEffect(() => {
    scopeDocumentLanguage(language);
    // Leaving the public pages (to the user area): the document speaks the global language again.
    return () => scopeDocumentLanguage(null);
  }, [language]);
  return (
    <I18nextProvider i18n={instanceFor(language)}>
      {/* The design system's own words (Skip to content, Menu...) follow the page's language too. */}
      <DesignSystemLocale>
        <Outlet />
      </DesignSystemLocale>
    </I18nextProvider>
  );
}
