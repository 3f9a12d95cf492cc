import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { PORTAL_URL } from './urls';

/**
 * The suite's `test`: Playwright's, with a `page` whose `goto` and `reload` also wait until the
 * portal has started. Prerendered pages paint before their script runs; a click or a typed
 * character that lands before React has hydrated the page would be lost (for a person too, in
 * the first moments; a test acts far faster). The app marks the document once it has started
 * (`<html data-app-started>`, src/app-tree.tsx). `goto(url, { waitUntil: 'commit' })` does not wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  if (!page.url().startsWith(PORTAL_URL)) return;
  await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
}

/** Makes `page.goto` and `page.reload` resolve only once the portal has started. */
function waitForAppOnNavigation(page: Page): Page {
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
  return page;
}

/**
 * A page in a context of its own (another visitor, another browser language), with the same
 * waiting as the `page` fixture: pages made with `browser.newContext()` bypass the fixture, and
 * a click on one before hydration is lost. Close it with `page.context().close()`.
 */
export async function openPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return waitForAppOnNavigation(await context.newPage());
}

/**
 * Another tab of the same visitor (same sign-in and storage), with the same waiting as the
 * `page` fixture. It closes with its context.
 */
export async function openTab(context: BrowserContext): Promise<Page> {
  return waitForAppOnNavigation(await context.newPage());
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitForAppOnNavigation(page));
  },
});

export { expect };
