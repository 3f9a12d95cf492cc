'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readRootThemeMode, readServerThemeMode, subscribeToRootThemeMode } from './root-theme-mode';
import {
  applyThemeMode,
  isThemeMode,
  readStoredThemeMode,
  storeThemeMode,
  THEME_STORAGE_KEY,
  type ThemeMode,
} from './theme-mode';

interface ThemeContextValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * Render in this mode on the server and the client alike, instead of the one `themeInitScript`
   * put on `<html>` (stories, tests, or a server that knows the visitor's choice from a cookie).
   */
  initialMode?: ThemeMode;
  /** Keep the choice in local storage under `theme-mode`. On by default. */
  persist?: boolean;
}

/**
 * Owns the light/dark choice: applies it to `<html>`, stores it, and follows other tabs.
 *
 * Without `initialMode`, the server renders light and the client shows what `<html>` carries,
 * which `themeInitScript` set from storage before the first paint. While hydrating, React
 * renders the server's mode first and then the stored one, so a stored dark theme never makes
 * hydration fail. Nothing here touches window, document or storage during a server render.
 */
export function ThemeProvider({ children, initialMode, persist = true }: ThemeProviderProps) {
  // The mode this provider was told to show: the explicit prop, then every setMode.
  const [chosen, setChosen] = useState<ThemeMode | undefined>(initialMode);
  const shown = useSyncExternalStore(subscribeToRootThemeMode, readRootThemeMode, readServerThemeMode);
  const mode = chosen ?? shown;

  useEffect(() => {
    if (chosen !== undefined) {
      applyThemeMode(chosen);
      if (persist) storeThemeMode(chosen);
    } else if (persist) {
      // Without the head script <html> lacks the stored choice: put it there, one frame late.
      applyThemeMode(readStoredThemeMode());
    }
  }, [chosen, persist]);

  useEffect(() => {
    if (!persist) return;
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && isThemeMode(event.newValue)) setChosen(event.newValue);
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, [persist]);

  const setMode = useCallback((next: ThemeMode) => setChosen(next), []);
  const toggleMode = useCallback(() => setChosen(mode === 'dark' ? 'light' : 'dark'), [mode]);
  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme mode and its setters; needs a `ThemeProvider` above. */
export function useThemeMode(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useThemeMode must be used inside <ThemeProvider>.');
  return context;
}
