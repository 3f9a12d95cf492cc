import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDocumentMeta } from './document-meta';
import { PageMetaCollector } from './page-meta-collector';

/**
 * Sets the document title and meta description from `<keyPrefix>.meta.title` and
 * `<keyPrefix>.meta.description`, again whenever the language changes. Every page calls it
 * once, so each route has its own translated title (the key-parity test covers both languages).
 */
export function usePageMeta(keyPrefix: string): void {
  const { t, i18n } = useTranslation();
  const title = t(`${keyPrefix}.meta.title`);
  const description = t(`${keyPrefix}.meta.description`);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const collector = useContext(PageMetaCollector);
  if (collector) Object.assign(collector, { title, description });

  useEffect(() => {
    applyDocumentMeta({ title, description, language });
  }, [title, description, language]);
}
