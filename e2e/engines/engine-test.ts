import { test as base, expect } from '@playwright/test';
import { launchEngine, type EngineDriver, type EngineName } from './drivers';

/**
 * The smoke suite's test: one browser of the project's engine per worker (`use: { engine }` in
 * e2e/playwright.config.ts), and helpers that act as a user does, by role and accessible name,
 * through the few verbs every engine's protocol has.
 */
export const test = base.extend<object, { engine: EngineName; driver: EngineDriver }>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  driver: [
    async ({ engine }, use) => {
      const driver = await launchEngine(engine);
      await use(driver);
      await driver.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
export { expect };

let nextTarget = 0;

/**
 * Marks the first visible element matching `css` whose accessible name (aria-label, its label,
 * or its text) is `name`, and returns a selector for it; fails when there is none in time.
 */
export async function find(driver: EngineDriver, css: string, name: string | RegExp): Promise<string> {
  const id = `t${++nextTarget}`;
  const pattern = typeof name === 'string' ? { text: name } : { source: name.source, flags: name.flags };
  await expect
    .poll(
      () =>
        driver.run<boolean>(
          `const [css, pattern, id] = args;
           const matches = (value) => pattern.text !== undefined ? value === pattern.text : new RegExp(pattern.source, pattern.flags).test(value);
           const nameOf = (element) => (element.getAttribute('aria-label') || (element.labels && element.labels[0] && element.labels[0].textContent) || element.textContent || '').replace(/\\s+/g, ' ').trim();
           const element = [...document.querySelectorAll(css)].find((candidate) => {
             const box = candidate.getBoundingClientRect();
             return box.width > 0 && box.height > 0 && matches(nameOf(candidate));
           });
           if (!element) return false;
           element.setAttribute('data-engine-target', id);
           return true;`,
          css,
          pattern,
          id,
        ),
      { message: `${driver.engine}: no visible ${css} named ${String(name)}` },
    )
    .toBe(true);
  return `[data-engine-target="${id}"]`;
}

/** Waits until the page's `expression` (a JS expression) equals `expected`. */
export async function expectInPage(
  driver: EngineDriver,
  expression: string,
  expected: unknown,
  message?: string,
) {
  await expect
    // A page between documents (a language switch or a link is a document navigation) can have
    // no document element for a moment: that reads as "not yet", and the poll goes on.
    .poll(
      () =>
        driver.run(`return ${expression};`).catch((error: unknown) => `(mid-navigation: ${String(error)})`),
      {
        message: `${driver.engine}: ${message ?? expression}`,
      },
    )
    .toEqual(expected);
}

/** Opens a page of the portal and waits until the app has started (hydrated). */
export async function open(driver: EngineDriver, url: string) {
  await driver.goto(url);
  await expectInPage(
    driver,
    "document.documentElement.hasAttribute('data-app-started')",
    true,
    `${url} started`,
  );
}
