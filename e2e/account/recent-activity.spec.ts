import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newGoogleAccount, revealedApiKey, signUpNewAccount, toastWith } from '../support/auth-helpers';
import { expectNoAxeViolations } from '../support/axe';

// Issue 27: the account's activity log is shown on the Setting page, in English and Korean.
test.describe.configure({ timeout: 120_000 });

/** The entries of the Recent activity card once it has loaded (its heading names it). */
async function activityEntries(page: Page, title: string) {
  const card = page.getByRole('region', { name: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).not.toHaveAttribute('aria-busy', 'true');
  return card.getByRole('listitem');
}

test('Recent activity lists the sign-in and the key regeneration, in English and Korean', async ({
  page,
}) => {
  await signUpNewAccount(page, newGoogleAccount('activity'));
  const replacedKey = await revealedApiKey(page);
  // What the entry may show of the replaced key: `api_` and its first 8 hex, never more.
  const fingerprint = replacedKey.slice(0, 12);
  expect(fingerprint).toMatch(/^api_[0-9a-f]{8}$/);
  await page.getByRole('button', { name: 'Regenerate key' }).click();
  await page
    .getByRole('dialog', { name: 'Regenerate your API key?' })
    .getByRole('button', { name: 'Regenerate key' })
    .click();
  await expect(toastWith(page, 'A new API key was created.')).toBeVisible();

  await page.goto('/user/setting');
  const entries = await activityEntries(page, 'Recent activity');
  // Newest first: the regeneration sits above the sign-up's sign-in, which is the oldest entry.
  const regenerated = entries.filter({ hasText: 'API key regenerated' });
  await expect(regenerated).toHaveCount(1);
  await expect(entries.last()).toContainText('Signed in');
  const labels = await entries.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  expect(labels.findIndex((text) => text.includes('API key regenerated'))).toBeLessThan(labels.length - 1);
  // When (a time element with the moment) and from where.
  await expect(regenerated).toContainText(/from (127\.0\.0\.1|::1)/);
  await expect(regenerated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  // Its detail: the replaced key by its fingerprint, and nothing more of that key on the page.
  await expect(regenerated).toContainText(`Replaced key ${fingerprint}…`);
  await expect(page.locator('body')).not.toContainText(replacedKey);
  await expectNoAxeViolations(page, '/user/setting with recent activity');

  await page.evaluate(() => localStorage.setItem('language', 'ko'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  const koreanEntries = await activityEntries(page, '최근 활동');
  await expect(koreanEntries.filter({ hasText: 'API 키 재발급' })).toHaveCount(1);
  await expect(koreanEntries.filter({ hasText: 'API 키 재발급' })).toContainText(/(127\.0\.0\.1|::1)에서/);
  await expect(koreanEntries.filter({ hasText: 'API 키 재발급' })).toContainText(`이전 키 ${fingerprint}…`);
  await expect(koreanEntries.last()).toContainText('로그인');
  await expect(page.getByText('Recent activity')).toHaveCount(0);
});
