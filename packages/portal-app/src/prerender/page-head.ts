import { brand } from '../config/brand';
import { formatDocumentTitle } from '../i18n/document-meta';
import { localizedPath } from '../i18n/localized-path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../i18n/languages';
import { indexablePathsOf } from './site-pages';
import { sitePages, type PageEntry } from '../config/page-registry';

const OG_LOCALE: Record<Language, string> = { en: 'en_US', ko: 'ko_KR' };

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export interface PageHeadInput {
  /** The unprefixed path (`/pricing`). */
  path: string;
  language: Language;
  title: string;
  description: string;
}

/**
 * The page-specific head of a prerendered page: title, description, canonical, the language
 * twins (`hreflang`, plus `x-default` to English) and their Open Graph counterparts. The
 * twins also tell /page-init.js where a stored language choice should go.
 */
export function pageHead(
  { path, language, title, description }: PageHeadInput,
  registry: readonly PageEntry[] = sitePages,
): string {
  const url = (lang: Language) => `${brand.siteUrl}${localizedPath(path, lang)}`;
  const fullTitle = escapeHtml(formatDocumentTitle(title));
  const text = escapeHtml(description);
  const others = SUPPORTED_LANGUAGES.filter((other) => other !== language);
  return [
    `<title>${fullTitle}</title>`,
    `<meta name="description" content="${text}" />`,
    ...(indexablePathsOf(registry).includes(path) ? [] : ['<meta name="robots" content="noindex" />']),
    `<link rel="canonical" href="${url(language)}" />`,
    ...SUPPORTED_LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${url(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE)}" />`,
    `<meta property="og:title" content="${fullTitle}" />`,
    `<meta property="og:description" content="${text}" />`,
    `<meta property="og:url" content="${url(language)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    ...others.map((other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`),
  ].join('\n    ');
}
