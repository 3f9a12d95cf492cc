import { brand } from '../config/brand';

export interface DocumentMeta {
  /** The page's own title; the product name is appended unless it already is the product name. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  language: string;
}

/** "Pricing · RemoteRL"; the home page's title is a full sentence that already names the product. */
export function formatDocumentTitle(title: string): string {
  return title.includes(brand.productName) ? title : `${title} · ${brand.productName}`;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Writes the title, description and their Open Graph twins. index.html carries English
 * defaults for crawlers that do not run scripts; this keeps them right per route and language.
 */
export function applyDocumentMeta({ title, description, language }: DocumentMeta): void {
  const fullTitle = formatDocumentTitle(title);
  document.title = fullTitle;
  upsertMeta('name', 'description', description);
  upsertMeta('property', 'og:title', fullTitle);
  upsertMeta('property', 'og:description', description);
  upsertMeta('property', 'og:url', `${brand.siteUrl}${window.location.pathname}`);
  upsertMeta('property', 'og:locale', language.startsWith('ko') ? 'ko_KR' : 'en_US');
}
