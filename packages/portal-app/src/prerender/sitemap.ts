import { brand } from '../config/brand';
import { localizedPath } from '../i18n/localized-path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../i18n/languages';
import { indexablePaths } from './site-pages';

/**
 * sitemap.xml, written by the prerender build: every indexable page in both languages, each
 * naming its twins (`xhtml:link` alternates, as in the pages' own heads).
 */
export function sitemapXml(paths: readonly string[] = indexablePaths): string {
  const url = (path: string, language: (typeof SUPPORTED_LANGUAGES)[number]) =>
    `${brand.siteUrl}${localizedPath(path, language)}`;
  const entries = paths.flatMap((path) =>
    SUPPORTED_LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${url(path, language)}</loc>`,
        ...SUPPORTED_LANGUAGES.map(
          (twin) => `    <xhtml:link rel="alternate" hreflang="${twin}" href="${url(path, twin)}" />`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, DEFAULT_LANGUAGE)}" />`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
