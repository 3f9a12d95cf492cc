'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { englishMessages } from './messages-en';
import { resolveUiMessages } from './resolve-messages';
import type { UiMessages } from './ui-messages';

interface LocaleContextValue {
  locale: string;
  /** The `lang` the provider set, which content it portals elsewhere repeats; none without a provider. */
  lang?: string;
  messages: UiMessages;
}

// Without a provider the components speak English, so the provider is optional for English apps.
const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', messages: englishMessages });

export interface LocaleProviderProps {
  /** BCP 47 tag of the app's active language, e.g. "en" or "ko"; others read English. */
  locale: string;
  /**
   * Replaces some built-in messages, or all of them for a language the package lacks. Plain
   * strings with `{name}` placeholders, so a server component can pass them.
   */
  messages?: Partial<UiMessages>;
  children?: ReactNode;
}

/** The tag as an HTML `lang` value ("ko_KR" reads "ko-KR"), or none for an empty tag. */
const toLang = (locale: string) => locale.trim().replaceAll('_', '-') || undefined;

/**
 * Chooses the language of the components' own interface text (Close, Copy, Menu, Loading...),
 * as React Aria's I18nProvider does. It reads nothing from the browser, so the server and the
 * first client render agree; the app passes the language it already knows.
 *
 * It also says the language to the browser: what it wraps sits in a `<div lang>` that takes
 * no box of its own (`display: contents`), so `:lang(ko)` font rules, hyphenation and screen
 * readers follow it without a change to the layout. Dialogs, drawers, tooltips and toasts,
 * which render elsewhere in the document, carry the same `lang`. The document's own
 * `<html lang>` stays the app's to set.
 */
export function LocaleProvider({ locale, messages, children }: LocaleProviderProps) {
  const lang = toLang(locale);
  const value = useMemo(
    () => ({ locale, lang, messages: resolveUiMessages(locale, messages) }),
    [locale, lang, messages],
  );
  return (
    <LocaleContext.Provider value={value}>
      {/* Not a `data-slot` element: styles.css resets those and everything in them, and the
          app's own elements in here must keep their styles. The arbitrary class cannot meet a
          class of the app's own, as a plain `contents` could. */}
      <div lang={lang} className="[display:contents]">
        {children}
      </div>
    </LocaleContext.Provider>
  );
}

/** The active locale's BCP 47 tag ("en" without a provider). */
export function useLocale(): string {
  return useContext(LocaleContext).locale;
}

/** The active locale's built-in interface text. */
export function useUiMessages(): UiMessages {
  return useContext(LocaleContext).messages;
}

/**
 * The `lang` for content rendered outside the provider's element (portals), so it keeps the
 * provider's language; undefined without a provider, where the document's language applies.
 */
export function useProvidedLang(): string | undefined {
  return useContext(LocaleContext).lang;
}
