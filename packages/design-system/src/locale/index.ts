export { LocaleProvider, useLocale, useUiMessages, type LocaleProviderProps } from './locale-provider';
export { formatMessage } from './format-message';
export { englishMessages } from './messages-en';
export { koreanMessages } from './messages-ko';
export { builtInLocales, resolveUiMessages, type BuiltInLocale } from './resolve-messages';
export type { UiMessages } from './ui-messages';
export { UiText, type UiTextProps } from './ui-text';
