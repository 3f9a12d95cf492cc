import { LanguageSwitch, ThemeToggle } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { changeLanguage } from '../i18n/i18n';
import { localizedPath, unprefixedPath } from '../i18n/localized-path';
import { isLanguage, type Language } from '../i18n/languages';
import { usePageLanguage } from '../routes/localized-link';
import { hasLanguageTwins } from '../config/paths';

/** Switches the stored (and user-area) language, and moves a public page to its twin. */
function useSwitchLanguage(): (language: Language) => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (language) => {
    changeLanguage(language).then(
      () => {
        if (hasLanguageTwins(unprefixedPath(pathname))) {
          void navigate(`${localizedPath(pathname, language)}${search}${hash}`);
        }
      },
      // The other language's texts could not be fetched; stay in the current one.
      (error: unknown) => console.error('Could not switch the language.', error),
    );
  };
}

/** Theme toggle and language switch, shown in the top bar and again in the drawer. */
export function Preferences() {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  return (
    <>
      <LanguageSwitch
        value={usePageLanguage()}
        onValueChange={(value) => {
          if (isLanguage(value)) switchLanguage(value);
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
