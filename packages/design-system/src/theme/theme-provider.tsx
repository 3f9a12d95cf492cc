import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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
  /** Start in this mode instead of the stored one (stories, tests, server rendering). */
  initialMode?: ThemeMode;
  /** Keep the choice in local storage under `theme-mode`. On by default. */
  persist?: boolean;
}

/** Owns the light/dark choice: applies it to `<html>`, stores it, and follows other tabs. */
export function ThemeProvider({ children, initialMode, persist = true }: ThemeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readStoredThemeMode());

  useEffect(() => {
    applyThemeMode(mode);
    if (persist) storeThemeMode(mode);
  }, [mode, persist]);

  useEffect(() => {
    if (!persist) return;
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && isThemeMode(event.newValue)) setModeState(event.newValue);
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, [persist]);

  const setMode = useCallback((next: ThemeMode) => setModeState(next), []);
  const toggleMode = useCallback(
    () => setModeState((current) => (current === 'dark' ? 'light' : 'dark')),
    [],
  );
  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme mode and its setters; needs a `ThemeProvider` above. */
export function useThemeMode(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useThemeMode must be used inside <ThemeProvider>.');
  return context;
}
