import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { text } from '../support/locale-texts';

test('an unknown path lands on /not-found-cover and replaces its history entry', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'public.home.hero.title'));
  const lengthBefore = await page.evaluate(() => history.length);

  await page.goto('/no/such/page?x=1');

  await expect(page).toHaveURL(/\/not-found-cover$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'public.notFound.title'));
  // One entry was added (by the visit) and then replaced by the redirect, not two.
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/not-found-cover$/);
});

test('an unknown in-app link also replaces the entry it would have pushed', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const lengthBefore = await page.evaluate(() => history.length);
  // A client-side navigation, as a stale in-app link would make it.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/old-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/not-found-cover$/);
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the not-found page offers a way home and a way to tell us', async ({ page }) => {
  await page.goto('/not-found');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: text('en', 'public.notFound.backHome') })).toHaveAttribute(
    'href',
    '/',
  );
  await main.getByRole('link', { name: 'tell us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('/plan redirects to the payment page, which sends a signed-out visitor to log in first', async ({
  page,
}) => {
  await page.goto('/plan');
  // /user/* is guarded: signed out, the guard keeps the intended page as `next`.
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/user/billing/payment');
});

test('a page chunk that cannot load while offline shows the translated error page, not a reload loop', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));

  await context.setOffline(true);
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();

  await expect(page.getByTestId('route-error')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'common.error.offline.meta.title'),
  );
  await expect(page.getByRole('link', { name: text('en', 'common.error.home') })).toBeVisible();
  expect(documentLoads).toBe(0);
  // Check the page at rest: the pointer still hovers the link it clicked.
  await page.mouse.move(0, 600);
  await expectNoAxeViolations(page, 'offline error page');
  await context.setOffline(false);
});
