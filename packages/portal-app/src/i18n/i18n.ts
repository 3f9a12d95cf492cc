import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  toLanguage,
  type Language,
} from './languages';
import { buildResources } from './resources';

/**
 * Every `locales/<language>/*.json` is merged into the single `translation` namespace (the
 * contract with the account area: it only adds its own `account.json`).
 *
 * `common.json` (top bar, footer, error pages) is bundled for both languages, so the shell and
 * the error page can always speak. The other files are fetched for the active language only,
 * before the first render (see `main.tsx`) and before a language switch: the page texts of
 * both languages would otherwise weigh on every visitor's first load.
 */
const bundledModules = import.meta.glob('./locales/*/common.json', { eager: true, import: 'default' });
const lazyModules = import.meta.glob(['./locales/*/*.json', '!./locales/*/common.json'], {
  import: 'default',
});

/**
 * The document follows the global language (the user area's). Public pages speak their URL's
 * language through their own instance (language-scope.tsx), which shares these listeners, so
 * the global language is read here rather than the emitted one.
 */
function syncDocumentLanguage(): void {
  if (typeof document === 'undefined') return; // prerendering
  document.documentElement.lang = toLanguage(i18n.language);
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: buildResources(bundledModules),
    // The rest of a language arrives through loadLanguage(), not through a backend plugin.
    partialBundledLanguages: true,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // "ko-KR" from the browser resolves to "ko" instead of falling back to English.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Bundled resources are in memory, so initialising synchronously lets `t` work at once.
    initAsync: false,
    returnNull: false,
    // React escapes output itself; escaping here would show "&amp;" in the page.
    interpolation: { escapeValue: false },
    detection: {
      // An explicit choice wins over the browser's preference. Only an explicit choice is
      // stored (see changeLanguage), so a visitor who never chose follows their browser.
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
      convertDetectedLanguage: (tag) => toLanguage(tag),
    },
    react: { useSuspense: false },
  });

const loaded = new Map<Language, Promise<void>>();

/** Fetches and merges the non-bundled locale files of a language (once). */
export function loadLanguage(language: Language): Promise<void> {
  let pending = loaded.get(language);
  if (!pending) {
    const files = Object.entries(lazyModules).filter(([file]) => file.includes(`/locales/${language}/`));
    pending = Promise.all(files.map(async ([file, load]) => [file, await load()] as const)).then(
      (modules) => {
        const translation = buildResources(Object.fromEntries(modules))[language]?.translation;
        if (translation) i18n.addResourceBundle(language, 'translation', translation, true, false);
      },
    );
    // A failed fetch (offline, stale deploy) may be retried by the next call.
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}

/** The active interface language, narrowed to the shipped ones. */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the interface language once its texts are loaded, and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the switch still applies to this visit.
  }
  await i18n.changeLanguage(language);
}

export { i18n };
