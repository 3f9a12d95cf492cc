import { DEFAULT_THEME_MODE, type ThemeMode } from './theme-mode';

/*
 * The mode `themeInitScript` (or `applyThemeMode`) put on `<html>`, as an external store for
 * `useSyncExternalStore`. On the server, and while hydrating, React uses the server snapshot
 * instead, so the first client render matches the server's HTML whatever the visitor stored.
 */

/** The mode the root element shows now: `dark` when it carries the `dark` class. */
export function readRootThemeMode(): ThemeMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** The server has no `<html>` to read; it renders the default. */
export function readServerThemeMode(): ThemeMode {
  return DEFAULT_THEME_MODE;
}

/** Calls `onChange` whenever the root element's class changes, whoever changed it. */
export function subscribeToRootThemeMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
