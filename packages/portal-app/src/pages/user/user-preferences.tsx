import { LanguageSwitch, ThemeToggle } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { isLanguage } from '../../i18n/languages';

/** Theme and language controls of the user area's top bar (and its drawer). */
export function UserPreferences() {
  const { t, i18n } = useTranslation();
  // Subscribing to i18n through the hook re-renders this when the language changes.
  const language = i18n.resolvedLanguage ? currentLanguage() : 'en';
  return (
    <>
      <LanguageSwitch
        value={language}
        label={t('common.language.label')}
        onValueChange={(value) => {
          if (isLanguage(value)) void changeLanguage(value);
        }}
      />
      <ThemeToggle switchToDarkLabel={t('common.theme.dark')} switchToLightLabel={t('common.theme.light')} />
    </>
  );
}
