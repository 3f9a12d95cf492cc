import { test as base, expect, type Page } from '@playwright/test';
import { PORTAL_URL } from './urls';

/**
 * The suite's `test`: Playwright's, with a `page` whose `goto` and `reload` also wait until the
 * portal has started. Prerendered pages paint before their script runs; a click or a typed
 * character that lands before React has hydrated the page would be lost (for a person too, in
 * the first moments; a test acts far faster). The app marks the document once it has started
 * (`<html data-app-started>`, src/app.tsx). `goto(url, { waitUntil: 'commit' })` does not wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  if (!page.url().startsWith(PORTAL_URL)) return;
  await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // `commit` asks for nothing but the response: tests that hold the app back use it.
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };
