import type { ConsoleMessage } from '@playwright/test';
import { expect, openPage, test } from '../support/test';
import { text, type Language } from '../support/locale-texts';
import { presetLanguage, presetTheme, switchLanguage } from '../support/preferences';
import { prerenderedRoutes, twinPath } from '../support/prerendered-routes';

const languages: Language[] = ['en', 'ko'];

const decode = (html: string) =>
  html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

test.describe('what a crawler sees (plain HTTP, no JavaScript)', () => {
  for (const language of languages) {
    for (const route of prerenderedRoutes) {
      const path = twinPath(route.path, language);
      test(`${path} carries its heading, text, title and description`, async ({ request }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = decode(await response.text());
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(text(language, route.heading))}</h1>`));
        expect(html).toContain(text(language, route.distinctive));
        expect(html).toContain(`<title>${text(language, `${route.meta}.meta.title`)}`);
        expect(html).toContain(
          `<meta name="description" content="${text(language, `${route.meta}.meta.description`)}" />`,
        );
        for (const twin of languages) {
          expect(html).toContain(
            `hreflang="${twin}" href="https://remoterl.com${twinPath(route.path, twin)}"`,
          );
        }
        expect(html).toContain(`hreflang="x-default" href="https://remoterl.com${route.path}"`);
      });
    }
  }
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('hydration', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const language of languages) {
      test(`every prerendered page hydrates without a warning or error (${language}, ${theme})`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const problems: string[] = [];
        const record = (message: ConsoleMessage) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        };
        page.on('console', record);
        page.on('pageerror', (error) => problems.push(error.message));
        await presetTheme(page, theme);
        for (const route of prerenderedRoutes) {
          const path = twinPath(route.path, language);
          await page.goto(path, { waitUntil: 'networkidle' });
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          expect(problems, `${path} logged`).toEqual([]);
        }
      });
    }
  }
});

test('a stored session hydrates without a warning and shows its actions', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    localStorage.setItem(
      'user-store',
      JSON.stringify({
        state: { uid: 'stored-uid', email: 'ada@example.com', displayName: 'Ada' },
        version: 1,
      }),
    );
  });
  // The auth listener would sign this made-up session out; hold Firebase back meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/firebase-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pricing');
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('en', 'common.nav.logOut') }),
  ).toBeVisible();
  expect(problems).toEqual([]);
  release();
});

test.describe('Korean twins', () => {
  test('the language switch moves to the twin page and back', async ({ page }) => {
    await page.goto('/pricing');
    await switchLanguage(page, 'ko');
    await expect(page).toHaveURL(/\/ko\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', 'public.pricing.hero.title'));
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(text('ko', 'public.pricing.meta.title'))}`));
    await switchLanguage(page, 'en');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).not.toHaveURL(/\/ko\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'public.pricing.hero.title'));
  });

  test('links on a Korean page lead to Korean pages', async ({ page }) => {
    await page.goto('/ko');
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: text('ko', 'pageLinks.pricing.topBar') })
      .click();
    await expect(page).toHaveURL(/\/ko\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', 'public.pricing.hero.title'));
  });

  test('a stored Korean choice opens the Korean twin of an English address', async ({ page }) => {
    await presetLanguage(page, 'ko');
    const response = await page.goto('/pricing?plan=free#top');
    expect(response?.ok()).toBe(true);
    await expect(page).toHaveURL(/\/ko\/pricing\?plan=free#top$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', 'public.pricing.hero.title'));
  });

  test('a Korean browser opens the Korean twin, an English one stays on a Korean address', async ({
    browser,
  }) => {
    const page = await openPage(browser, { locale: 'ko-KR' });
    await page.goto('/about');
    await expect(page).toHaveURL(/\/ko\/about$/);
    await page.context().close();
    const other = await openPage(browser, { locale: 'en-US' });
    await other.goto('/ko/about');
    await expect(other).toHaveURL(/\/ko\/about$/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'ko');
    await other.context().close();
  });

  test('the user area keeps its address and follows the stored choice', async ({ page }) => {
    await presetLanguage(page, 'ko');
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test("a prerendered page asks for its script and the design system's fonts only after its first contentful paint", async ({
  page,
}) => {
  for (const path of ['/', '/ko/pricing']) {
    await page.goto(path);
    const startOf = (pattern: RegExp) =>
      page.evaluate(
        (source) =>
          performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))
            ?.startTime,
        pattern.source,
      );
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    expect(paint, `${path} painted`).toBeGreaterThan(0);
    for (const [what, pattern] of [
      ['its entry script', /\/assets\/index-[\w-]+\.js$/],
      ["the design system's font faces", /\/assets\/design-system-fonts-[\w-]+\.css$/],
    ] as const) {
      await expect
        .poll(() => startOf(pattern), { message: `${path} loaded ${what} after painting` })
        .toBeGreaterThanOrEqual(paint ?? Infinity);
    }
  }
});
