import { LanguageSwitch, ThemeToggle } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { isLanguage } from '../i18n/languages';

/** Theme toggle and language switch, shown in the top bar and again in the drawer. */
export function Preferences() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitch
        value={currentLanguage()}
        onValueChange={(value) => {
          if (!isLanguage(value)) return;
          changeLanguage(value).catch((error: unknown) => {
            // The other language's texts could not be fetched; stay in the current one.
            console.error('Could not switch the language.', error);
          });
        }}
        options={[
          { value: 'en', label: t('common.language.en'), lang: 'en' },
          { value: 'ko', label: t('common.language.ko'), lang: 'ko' },
        ]}
      />
      <ThemeToggle />
    </>
  );
}
