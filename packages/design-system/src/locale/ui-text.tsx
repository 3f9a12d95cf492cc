'use client';

import { formatMessage } from './format-message';
import { useUiMessages } from './locale-provider';
import type { UiMessages } from './ui-messages';

export interface UiTextProps {
  /** Which built-in message to say. */
  message: keyof UiMessages;
  /** Values of the message's `{name}` placeholders. */
  values?: Readonly<Record<string, string | number>>;
}

/**
 * One built-in message in the active locale, as text. Server components cannot read the locale
 * provider; they render this small client component where they need the components' own words.
 */
export function UiText({ message, values }: UiTextProps) {
  return formatMessage(useUiMessages()[message], values);
}
