import { expect, test } from '../support/test';
import { holdKeyRefresh, newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';

test.describe.configure({ timeout: 90_000 });

test('a reload with a slow gateway shows the user area frame and a skeleton at once', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('slowgateway'));

  // Hold the key refresh a reload makes until the frame has been checked.
  const release = await holdKeyRefresh(page);
  await page.reload();

  const skeleton = page.getByTestId('session-loading');
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('link', { name: 'Billing' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your account…' })).toBeAttached();

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome/);
  await expect(skeleton).toHaveCount(0);
});
