import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { expectNoAxeViolations } from '../support/axe';

// Real popup sign-ins, PayPal round trips and axe runs take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const THEMES = ['light', 'dark'] as const;

async function storeTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.evaluate((mode) => localStorage.setItem('theme-mode', mode), theme);
}

test('the sign-in pages have no axe violations', async ({ page }) => {
  // /signup/onboarding without a sign-up redirects to /signup; its form is checked in its stories.
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});

// One test per page, so the pages are checked in parallel; each in both themes.
const userPages: Array<[string, RegExp | string]> = [
  ['/user/dashboard', /^Welcome/],
  ['/user/setting', 'Setting'],
  ['/user/billing', 'Billing'],
  ['/user/usage', 'Usage'],
  // Until the gateway serves the session stream (the backend's half of issue 23), this page
  // shows its error state; with it, its live rows or its empty state.
  ['/user/sessions', 'Sessions'],
  ['/user/billing/payment', 'Pay as you go'],
  ['/user/billing/payment/success', 'This payment link is not valid'],
  ['/user/billing/payment/cancle?token=none', 'Payment cancelled'],
];

for (const [path, heading] of userPages) {
  test(`${path} has no axe violations in either theme`, async ({ page }) => {
    await signUpNewAccount(page, newGoogleAccount('axe'));
    for (const theme of THEMES) {
      await storeTheme(page, theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Loading states settle first, so axe sees the page as the user does.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
  });
}

test('the open Plan modal has no axe violations in either theme', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('axemodal'));
  for (const theme of THEMES) {
    await storeTheme(page, theme);
    await page.goto('/user/billing');
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a plan' })).toBeVisible();
    await expectNoAxeViolations(page, `Plan modal (${theme})`);
  }
});
