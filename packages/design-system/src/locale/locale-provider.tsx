'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { englishMessages } from './messages-en';
import { resolveUiMessages } from './resolve-messages';
import type { UiMessages } from './ui-messages';

interface LocaleContextValue {
  locale: string;
  messages: UiMessages;
}

// Without a provider the components speak English, so the provider is optional for English apps.
const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', messages: englishMessages });

export interface LocaleProviderProps {
  /** BCP 47 tag of the app's active language, e.g. "en" or "ko"; others read English. */
  locale: string;
  /** Replaces some built-in messages, or all of them for a language the package lacks. */
  messages?: Partial<UiMessages>;
  children?: ReactNode;
}

/**
 * Chooses the language of the components' own interface text (Close, Copy, Menu, Loading...),
 * as React Aria's I18nProvider does. It reads nothing from the browser, so the server and the
 * first client render agree; the app passes the language it already knows.
 */
export function LocaleProvider({ locale, messages, children }: LocaleProviderProps) {
  const value = useMemo(
    () => ({ locale, messages: resolveUiMessages(locale, messages) }),
    [locale, messages],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The active locale's BCP 47 tag ("en" without a provider). */
export function useLocale(): string {
  return useContext(LocaleContext).locale;
}

/** The active locale's built-in interface text. */
export function useUiMessages(): UiMessages {
  return useContext(LocaleContext).messages;
}
