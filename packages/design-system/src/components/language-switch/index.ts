export {
  DEFAULT_LANGUAGE_OPTIONS,
  LanguageSwitch,
  type LanguageOption,
  type LanguageSwitchProps,
} from './language-switch';
