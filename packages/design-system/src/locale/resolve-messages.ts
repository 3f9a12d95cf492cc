import { englishMessages } from './messages-en';
import { koreanMessages } from './messages-ko';
import type { UiMessages } from './ui-messages';

/** The locales with built-in messages; any other locale falls back to English. */
export const builtInLocales = ['en', 'ko'] as const;
export type BuiltInLocale = (typeof builtInLocales)[number];

const tables: Record<BuiltInLocale, UiMessages> = { en: englishMessages, ko: koreanMessages };

/**
 * The built-in messages for a BCP 47 tag, matched by its language subtag ("ko-KR" reads
 * Korean), with the app's overrides on top. Unknown languages read English, so an app in a
 * third language supplies its own table through `overrides`.
 */
export function resolveUiMessages(locale: string, overrides?: Partial<UiMessages>): UiMessages {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  const table = tables[language as BuiltInLocale] ?? englishMessages;
  return overrides ? { ...table, ...overrides } : table;
}
