import { expect, type Page } from '@playwright/test';
import type { Language } from './locale-texts';
import { waitForApp } from './test';

/** The top bar's language select (desktop width); its name is "Language" or "언어". */
export function languageSelect(page: Page) {
  return page.getByRole('combobox', { name: /^(Language|언어)$/ }).first();
}

/**
 * Picks a language in the top bar and waits until the document says it switched. On a public
 * page the switch opens the twin page (a document navigation): like `goto`, it then waits for
 * that page to start, so the next click reaches it.
 */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await languageSelect(page).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await waitForApp(page);
}

/** Applies a theme the way a returning visitor has it: stored before the page loads. */
export async function presetTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-theme-preset')) {
      localStorage.setItem('theme-mode', value);
      sessionStorage.setItem('e2e-theme-preset', '1');
    }
  }, mode);
}

/** Presets the interface language as an explicit earlier choice would have stored it. */
export async function presetLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-language-preset')) {
      localStorage.setItem('language', value);
      sessionStorage.setItem('e2e-language-preset', '1');
    }
  }, language);
}
