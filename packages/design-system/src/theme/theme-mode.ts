/** Light or dark colour scheme. */
export type ThemeMode = 'light' | 'dark';

// Cites docs/product.md#look-and-feel.
/** Local-storage key of the chosen theme. */
export const THEME_STORAGE_KEY = 'theme-mode';

export const DEFAULT_THEME_MODE: ThemeMode = 'light';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The stored choice, or light when nothing valid is stored or storage is unavailable. */
export function readStoredThemeMode(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): ThemeMode {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : DEFAULT_THEME_MODE;
  } catch {
    return DEFAULT_THEME_MODE;
  }
}

export function storeThemeMode(
  mode: ThemeMode,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private windows and full quotas refuse writes; the theme still applies for this visit.
  }
}

/** Puts the mode on the root element: the `dark` class drives the tokens, `color-scheme` the browser's own widgets. */
export function applyThemeMode(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

/**
 * A tiny script for the document `<head>` that applies the stored mode before the first
 * paint, so a dark-mode visitor never sees a flash of the light theme. Serve it as a
 * blocking script (inline, or as a file when a Content-Security-Policy forbids inline code).
 */
export const themeInitScript = `(function(){try{var m=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});var d=m==='dark';document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light';}catch(e){}})();`;

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
