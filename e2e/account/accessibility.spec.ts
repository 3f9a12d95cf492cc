import { expect, test } from '@playwright/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { expectNoAxeViolations } from '../support/axe';

test('the sign-in pages have no axe violations', async ({ page }) => {
  for (const path of ['/login', '/signup', '/signup/onboarding']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});

test('every user-area page and the open Plan modal have no axe violations, in both themes', async ({
  page,
}) => {
  test.slow();
  await signUpNewAccount(page, newGoogleAccount('axe'));
  const pages: Array<[string, RegExp | string]> = [
    ['/user/dashboard', /^Welcome/],
    ['/user/setting', 'Setting'],
    ['/user/billing', 'Billing'],
    ['/user/billing/payment', 'Pay as you go'],
    ['/user/billing/payment/success', 'This payment link is not valid'],
    ['/user/billing/payment/cancle?token=none', 'Payment cancelled'],
  ];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => localStorage.setItem('theme-mode', mode), theme);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Wait for loading states to settle, so axe sees the page as the user does.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
    await page.goto('/user/billing');
    await page.getByRole('button', { name: 'Choose a plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a plan' })).toBeVisible();
    await expectNoAxeViolations(page, `Plan modal (${theme})`);
  }
});
