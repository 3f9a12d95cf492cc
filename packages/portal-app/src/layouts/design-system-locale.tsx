import { LocaleProvider } from '@ccnets/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/languages';

/**
 * Hands the active language to the design system, whose components then say their own
 * interface text (Close, Copy, Menu, Skip to content...) in it; pages pass only their content.
 * `useTranslation` re-renders this on a language switch.
 */
export function DesignSystemLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <LocaleProvider locale={toLanguage(i18n.language)}>{children}</LocaleProvider>;
}
