import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { arrivedPrerendered } from '../prerendered-page';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
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
 * `common.json` (the loading label and the error pages) is bundled, so the shell and the error
 * page can always speak, even when fetching the other texts fails (offline, stale deploy). It is
 * bundled in both languages because one bundle serves both: which language a visitor's page
 * speaks is known only in the browser, and the error page must speak the page's own. It holds
 * nothing else, as every visitor loads both languages' copies. The other files (the site's frame in
 * `site.json`, each page's texts) are fetched for the active language only, before the first
 * render (see `main.tsx`) and before a language switch.
 */
const bundledModules = import.meta.glob('./locales/*/common.json', { eager: true, import: 'default' });
const lazyModules = import.meta.glob(['./locales/*/*.json', '!./locales/*/common.json'], {
  import: 'default',
});

/**
 * Public pages speak their URL's language through their own instance (language-scope.tsx), and
 * their LanguageScope says so on the document; elsewhere (the user area) the document follows
 * the global language. A prerendered page is a public page from the start: its HTML already
 * says its language, and starting the app must not switch it to the global one for a moment
 * (a screen reader would change voice; a Korean page would fetch a Latin font it never draws).
 */
let documentLanguageScoped = arrivedPrerendered();

/** A public page's scope sets the document's language (`null`: it left, the global one returns). */
export function scopeDocumentLanguage(language: Language | null): void {
  documentLanguageScoped = language !== null;
  if (language) document.documentElement.lang = language;
  else syncDocumentLanguage();
}

/**
 * The scoped instances share these listeners, so the global language is read here rather than
 * the emitted one.
 */
function syncDocumentLanguage(): void {
  if (typeof document === 'undefined' || documentLanguageScoped) return; // prerendering, or a public page
  document.documentElement.lang = toLanguage(i18n.language);
}

/**
 * The global (user-area) language: an explicit choice wins over the browser's preference.
 * Only an explicit choice is stored (see changeLanguage), so a visitor who never chose follows
 * their browser. Public pages speak their URL's language instead (language-scope.tsx).
 * Hand-written: these two look-ups are all the project needs of
 * i18next-browser-languagedetector, whose ~3 KB gzip every public page would otherwise load.
 */
function detectLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE; // prerendering
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage unavailable (private mode, blocked): fall through to the browser's preference.
  }
  const preferred = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return preferred.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  lng: detectLanguage(),
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
  react: { useSuspense: false },
});
const loaded = new Map<string, Promise<void>>();

/** A text that writes an amount names one of these formats: `{{amount, money}}`. */
const NAMES_MONEY_FORMAT = /,\s*(money|specDollars)\s*}}/;
let moneyFormat: Promise<void> | undefined;

/**
 * Registers the money formats (format-money.ts) once, with the first texts that name them (the
 * account, user-area and server-error texts), so that the public pages, whose texts write no
 * amount, do not load them. Clones (language-scope.tsx) share the global instance's formatter,
 * so a clone made earlier formats with them too.
 */
function registerMoneyFormatFor(texts: unknown): Promise<void> | undefined {
  if (!NAMES_MONEY_FORMAT.test(JSON.stringify(texts))) return undefined;
  if (!moneyFormat) {
    moneyFormat = import('./format-money').then(({ registerMoneyFormat }) => registerMoneyFormat(i18n));
    // A failed fetch (offline, stale deploy) may be retried with the next texts.
    moneyFormat.catch(() => (moneyFormat = undefined));
  }
  return moneyFormat;
}

/** A locale file's area: `./locales/ko/policies.json` -> `policies`. */
const areaOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);

/**
 * Fetches and merges a language's non-bundled locale files (each once): the given areas
 * (`home`, `policies`, `account`...), or all of them. A page loads only the areas it shows,
 * so the home page does not download the policies' or the account area's texts.
 */
export function loadLanguage(language: Language, areas?: readonly string[]): Promise<void> {
  const files = Object.entries(lazyModules).filter(
    ([file]) => file.includes(`/locales/${language}/`) && (!areas || areas.includes(areaOf(file))),
  );
  return Promise.all(
    files.map(([file, load]) => {
      let pending = loaded.get(file);
      if (!pending) {
        pending = load().then(async (module) => {
          await registerMoneyFormatFor(module);
          const translation = buildResources({ [file]: module })[language]?.translation;
          if (translation) i18n.addResourceBundle(language, 'translation', translation, true, false);
        });
        // A failed fetch (offline, stale deploy) may be retried by the next call.
        pending.catch(() => loaded.delete(file));
        loaded.set(file, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
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
