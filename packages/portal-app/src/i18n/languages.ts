/** The interface languages the portal ships, English first (default and fallback). */
export const SUPPORTED_LANGUAGES = ['en', 'ko'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Local-storage key for the visitor's explicit choice (read before the browser's own preference). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Maps any BCP 47 tag the detector or i18next reports ("ko-KR", "en-US") to a shipped language. */
export function toLanguage(tag: string | undefined): Language {
  const base = tag?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
