import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { text } from '../support/locale-texts';

test.describe.configure({ timeout: 120_000 });

test('an unknown /ko path ends on the Korean not-found cover, replacing its history entry', async ({
  page,
}) => {
  await page.goto('/ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', 'public.home.hero.title'));
  const lengthBefore = await page.evaluate(() => history.length);

  await page.goto('/ko/nope');
  await expect(page).toHaveURL(/\/ko\/not-found-cover$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', 'public.notFound.title'));
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/ko$/);
});

test('a signed-in Korean user’s wrong turn ends on Korean text', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('korean-404'));
  await page.evaluate(() => localStorage.setItem('language', 'ko'));
  for (const path of ['/user/nope', '/nope']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/ko\/not-found-cover$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', 'public.notFound.title'));
  }
});
