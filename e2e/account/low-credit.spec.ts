import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount, toastWith } from '../support/auth-helpers';
import { buyCredits } from '../support/billing';
import { appendUsage, signedInUid, utcToday } from '../support/usage';

test.describe.configure({ timeout: 90_000 });

const warning = (page: Page) => page.getByRole('alert').filter({ hasText: 'Your credit is running low' });

test('a Premium account under its threshold is warned on dashboard and billing, with a top-up link', async ({
  page,
  request,
}) => {
  await signUpNewAccount(page, newGoogleAccount('low-credit'));
  const uid = await signedInUid(page);

  // Setting shows the default threshold, refuses a bad one without losing it, and saves 8.
  await page.goto('/user/setting');
  const threshold = page.getByRole('textbox', { name: 'Warn me below (USD)' });
  await expect(threshold).toHaveValue('5');
  await threshold.fill('2.5');
  await page
    .getByRole('region', { name: 'Low-credit warning' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Enter a whole number of dollars from 0 to 1000.')).toBeVisible();
  await expect(threshold).toHaveValue('2.5');
  await threshold.fill('8');
  await page
    .getByRole('region', { name: 'Low-credit warning' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(toastWith(page, 'Threshold saved.')).toBeVisible();
  await page.reload();
  await expect(threshold).toHaveValue('8');

  // A Free account is never warned, whatever its balance.
  await page.goto('/user/dashboard');
  await expect(page.getByRole('region', { name: 'Usage' })).toBeVisible();
  await expect(warning(page)).toHaveCount(0);

  // $10 of credit is above $8; 25 trainer hours (2.5 GB at $1 per GB) bring it to $7.50.
  await buyCredits(page, 10);
  await expect(warning(page)).toHaveCount(0);
  expect(
    await appendUsage(request, uid, [{ date: utcToday(), role: 'trainer', milliHours: 25_000 }]),
  ).toEqual({
    balance: 7.5,
  });

  await page.goto('/user/dashboard');
  await expect(warning(page)).toContainText(
    'Your balance of $7.50 is under your warning threshold of $8.00.',
  );
  await page.goto('/user/billing');
  await expect(warning(page)).toBeVisible();
  await warning(page).getByRole('link', { name: 'Add credits' }).click();
  await expect(page).toHaveURL(/\/user\/billing\/payment$/);
});
