import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { appendUsage, signedInUid, utcToday } from '../support/usage';

test.describe.configure({ timeout: 120_000 });

/** Sign-in, key refresh and the page's calls take long on a busy machine: wait for them, not a time. */
const LOAD_TIMEOUT = 30_000;
/** The page has drawn its heading and left its loading state (sign-in, key refresh and its calls). */
const loaded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: LOAD_TIMEOUT });
};
const notice = (page: Page) => page.getByTestId('free-allowance-notice');

test('a Free account near and over its 1 GB allowance is told so on dashboard, billing and usage', async ({
  page,
  request,
}) => {
  await signUpNewAccount(page, newGoogleAccount('free-allowance'));
  const uid = await signedInUid(page);
  await loaded(page);
  await expect(notice(page)).toHaveCount(0);

  // 8.5 trainer hours are 0.85 GB: past 80 % of the allowance.
  await appendUsage(request, uid, [{ date: utcToday(), role: 'trainer', milliHours: 8_500 }]);
  for (const path of ['/user/dashboard', '/user/billing', '/user/usage']) {
    await page.goto(path);
    await loaded(page);
    await expect(notice(page), path).toContainText('You are near your free data allowance', {
      timeout: LOAD_TIMEOUT,
    });
    await expect(notice(page), path).toContainText(
      'You have used 0.85 GB of the 1 GB included with the BASIC plan.',
    );
  }

  // 20 hours in all would be 2 GB: the allowance is used up, and the notice leads to buying credit.
  await appendUsage(request, uid, [{ date: utcToday(), role: 'trainer', milliHours: 11_500 }]);
  for (const path of ['/user/billing', '/user/usage', '/user/dashboard']) {
    await page.goto(path);
    await loaded(page);
    await expect(notice(page), path).toContainText('You have used your free data allowance', {
      timeout: LOAD_TIMEOUT,
    });
    // What is shown never reads over the allowance (docs/decisions.md, "Metering").
    await expect(notice(page), path).toContainText('You have used 1 GB of the 1 GB');
  }
  await notice(page).getByRole('link', { name: 'Buy credit' }).click();
  await expect(page).toHaveURL(/\/user\/billing\/payment$/);
});
