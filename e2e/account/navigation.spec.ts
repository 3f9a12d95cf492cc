import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';

test.describe.configure({ timeout: 120_000 });

/** Every user-area page and the link of the bar that must be marked as the current page. */
const pages = [
  ['/user/dashboard', 'Dashboard'],
  ['/user/usage', 'Usage'],
  ['/user/sessions', 'Sessions'],
  ['/user/billing', 'Billing'],
  ['/user/billing/payment', 'Billing'],
  ['/user/setting', 'Setting'],
] as const;

test('the user area lists every page and marks the current one, in the bar and in the menu', async ({
  page,
}) => {
  await signUpNewAccount(page, newGoogleAccount('navigation'));
  const bar = page.getByRole('navigation', { name: 'Account' }).first();
  await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Usage', 'Sessions', 'Billing', 'Setting']);
  for (const [path, current] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(bar.locator('[aria-current="page"]'), path).toHaveText(current);
  }
  await bar.getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(/\/user\/usage$/);

  // At 375 px the same links are in the menu.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Sessions' })).toBeVisible();
  await expect(menu.locator('[aria-current="page"]')).toHaveText('Usage');
});
