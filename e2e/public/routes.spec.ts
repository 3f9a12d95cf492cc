import { expect, test } from '../support/test';
import { documentTitle, text } from '../support/locale-texts';
import { switchLanguage } from '../support/preferences';
import { publicRoutes } from '../support/public-routes';

/** Every public route shows its own content in English, then in Korean after switching. */
for (const route of publicRoutes) {
  test(`${route.path} shows its own content in English and Korean`, async ({ page }) => {
    await page.goto(route.path);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', route.heading));
    await expect(page.getByText(text('en', route.distinctive)).first()).toBeVisible();
    await expect(page).toHaveTitle(documentTitle('en', `${route.meta}.meta.title`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text('en', `${route.meta}.meta.description`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    if (route.withoutTopBar) {
      await page.goto('/');
      await switchLanguage(page, 'ko');
      await page.goto(route.path);
    } else {
      await switchLanguage(page, 'ko');
    }

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', route.heading));
    await expect(page.getByText(text('ko', route.distinctive)).first()).toBeVisible();
    await expect(page).toHaveTitle(documentTitle('ko', `${route.meta}.meta.title`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text('ko', `${route.meta}.meta.description`),
    );
  });
}

test('the pricing page shows the plans and the data-deduction rates', async ({ page }) => {
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: text('en', 'public.pricing.table.caption') });
  await expect(table).toBeVisible();
  for (const value of [
    '$1 per 1 GB (minimum 10 GB)',
    '1 GB free data',
    'Up to 2 simulators',
    'Unlimited simulators',
  ]) {
    await expect(table.getByText(value)).toBeVisible();
  }
  await expect(page.getByText('Simulator: 0.01 GB per hour')).toBeVisible();
  await expect(page.getByText('Trainer: 0.1 GB per hour')).toBeVisible();
});

test('policies say when they changed and where to write', async ({ page }) => {
  for (const path of ['/terms', '/data-policy', '/cookie-policy']) {
    await page.goto(path);
    await expect(page.getByText('Last modified on 26 Sep, 2023')).toBeVisible();
    await expect(page.locator('time[datetime="2023-09-26"]')).toBeVisible();
    await expect(page.getByText('Busan 48059, South Korea')).toBeVisible();
  }
  await page.goto('/cookie-policy');
  await expect(
    page.getByRole('heading', { name: text('en', 'policies.cookiePolicy.sections.1.title') }),
  ).toBeVisible();
});

test('the get-started page copies a snippet, confirms with a toast and leads to sign-up', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/get-remoterl');
  await expect(page.getByText('pip install remoterl').first()).toBeVisible();

  await page.getByRole('button', { name: 'Copy code: Install the library' }).click();
  // The quick start is an island: the click wakes it and is replayed once it is live, so the
  // copy lands a moment after the click. The toast says it has.
  const region = page.getByRole('region', { name: /Notifications/ });
  const toast = region.getByText(text('en', 'public.getStarted.quickStart.copied'));
  await expect(toast).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('pip install remoterl');
  // The app's setting: bottom-right.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width / 2 && box.y > viewport.height / 2).toBe(true);

  // Activated from the keyboard: the call to action is the page's last section, and sections
  // below the first screen take their real height only once scrolled to (content-visibility,
  // src/styles.css). A click right after Playwright's jump-scroll could land where the link was
  // a frame before the page settled, and miss it (a CI run saw this).
  const signUp = page
    .getByRole('main')
    .getByRole('link', { name: text('en', 'public.getStarted.cta.action'), exact: true })
    .last();
  await signUp.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup$/);
});
