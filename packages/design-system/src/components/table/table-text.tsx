'use client';

import { useProvidedLang, useUiMessages } from '../../locale/locale-provider';
import { resolveUiMessages } from '../../locale/resolve-messages';
import type { TableTextProps } from './table-parts-props';

/**
 * One of the Table's own words in a client environment: LocaleProvider's, as every component
 * says its words; without a provider, the Table's `locale` (as a server-rendered Table does),
 * else English.
 */
export function TableText({ message, locale }: TableTextProps) {
  const provided = useUiMessages();
  // The provider's `lang` exists only under a provider.
  const inProvider = useProvidedLang() !== undefined;
  return (inProvider || !locale ? provided : resolveUiMessages(locale))[message];
}
