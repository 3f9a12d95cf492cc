export {
  applyThemeMode,
  DEFAULT_THEME_MODE,
  isThemeMode,
  readStoredThemeMode,
  storeThemeMode,
  THEME_STORAGE_KEY,
  themeInitScript,
  type ThemeMode,
} from './theme-mode';
export { ThemeProvider, useThemeMode, type ThemeProviderProps } from './theme-provider';
