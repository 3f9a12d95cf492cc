import { expect, openPage, test } from '../support/test';
import type { Page } from '@playwright/test';
import { text, uiText } from '../support/locale-texts';
import { switchLanguage } from '../support/preferences';
import { ISLAND_LIVE_ATTRIBUTE } from '../../packages/portal-app/src/islands/island-names';

test.describe('on a 375 px wide screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer holds the page links and closes when one is chosen', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    // The inline page links are hidden on narrow screens.
    await expect(banner.getByRole('link', { name: 'Pricing' })).toBeHidden();

    await banner.getByRole('button', { name: uiText('en', 'openMenu') }).click();
    const drawer = page.getByRole('dialog', { name: uiText('en', 'menu') });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    // Whole pixels: the width can read 280.00001 while the drawer slides in.
    expect(Math.round(box?.width ?? Infinity)).toBeLessThanOrEqual(280);
    for (const name of ['About', 'Pricing', 'Contact', 'Get started', 'Log in']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await drawer.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'public.pricing.hero.title'));
  });

  test('once the page is idle the top bar is live, so the first tap opens the menu with no script to load', async ({
    page,
  }) => {
    // The drawer's code arrives at an idle period after the bar went live, without any reach.
    const drawerLoaded = page.waitForResponse((response) =>
      /\/assets\/drawer-[^/]+\.js$/.test(response.url()),
    );
    await page.goto('/pricing');
    // Nothing reached for the bar: the idle prefetch brought its code and made it live.
    await expect(page.locator('[data-island="top-bar"]')).toHaveAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    await drawerLoaded;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.getByRole('button', { name: uiText('en', 'openMenu') }).click();
    await expect(page.getByRole('dialog', { name: uiText('en', 'menu') })).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test('the drawer closes on Escape and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/about');
    const menuButton = page.getByRole('button', { name: uiText('en', 'openMenu') });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: uiText('en', 'menu') });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the language can be switched from the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: uiText('en', 'openMenu') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(drawer.getByRole('link', { name: text('ko', 'pageLinks.pricing.topBar') })).toBeVisible();
  });
});

test('theme and language survive a reload', async ({ page }) => {
  await page.goto('/pricing');
  await page
    .getByRole('button', { name: uiText('en', 'switchToDark') })
    .first()
    .click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await switchLanguage(page, 'ko');

  await page.reload();

  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', 'public.pricing.hero.title'));
  expect(
    await page.evaluate(() => [localStorage.getItem('theme-mode'), localStorage.getItem('language')]),
  ).toEqual(['dark', 'ko']);
});

test('the stored theme applies before the app script runs (no light flash)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
  // Hold the app's entry script back: whatever is painted meanwhile must already be dark.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  // The prerendered page paints without the app, and already dark.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('a Korean browser gets Korean until the visitor chooses otherwise', async ({ browser }) => {
  const page = await openPage(browser, { locale: 'ko-KR' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', 'public.home.hero.title'));
  await switchLanguage(page, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'public.home.hero.title'));
  await page.context().close();
});

/** Holds every script of the app's bundle until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the top bar shows the stored session from the first paint, then follows the auth listener', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-session-preset')) return;
    sessionStorage.setItem('e2e-session-preset', '1');
    localStorage.setItem(
      'user-store',
      JSON.stringify({
        state: { uid: 'stale-uid', email: 'ada@example.com', displayName: 'Ada' },
        version: 1,
      }),
    );
  });
  // Nothing of the app runs yet: what shows is the prerendered HTML and the head scripts.
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'My Dashboard' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started');

  // Firebase has no such user: once the app runs, the listener signs the stale session out.
  release();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
  await expect(banner.getByRole('link', { name: 'My Dashboard' })).toBeHidden();
});

test('without a stored session the first paint offers Log in', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/pricing', { waitUntil: 'commit' });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'My Dashboard' })).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeHidden();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the home page has the long footer, other pages the short one', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('heading', { name: text('en', 'common.footer.groups.causalLearning') }),
  ).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} CCNets, Inc.`)).toBeVisible();
  await page.goto('/terms');
  await expect(footer.getByRole('heading')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
});
