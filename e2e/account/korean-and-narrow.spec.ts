import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { englishSentencesOn, expectNoSidewaysScroll } from '../support/page-checks';

// A real popup sign-up, then every user-area page at several widths.
test.describe.configure({ timeout: 240_000 });

/** Every signed-in route (docs/product.md#routes); the payment return pages without a token show their error view. */
const userPaths = [
  '/user/dashboard',
  '/user/setting',
  '/user/billing',
  '/user/usage',
  '/user/sessions',
  '/user/billing/payment',
  '/user/billing/payment/success',
  '/user/billing/payment/cancle',
];

async function chooseKorean(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'ko'));
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  // Each load restores the session through the gateway first (the key lives in memory only),
  // which takes a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // Billing fills in from the backend; check the page as it ends up, not its skeleton.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('no user-area page shows an English sentence in Korean', async ({ page }) => {
  const account = newGoogleAccount('korean');
  await signUpNewAccount(page, account);
  // A purchase first, so billing shows a plan and an invoice whose description must be translated.
  await page.goto('/user/billing/payment?price=10');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Country' }).fill('South Korea');
  await page.getByRole('textbox', { name: 'City' }).fill('Busan');
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/user\/billing$/);
  await chooseKorean(page);
  for (const path of userPaths) {
    await visit(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    // What the user typed (their name, the buyer's name) is theirs, not a string to translate.
    expect(await englishSentencesOn(page, [account.displayName, 'Ada Lovelace']), path).toEqual([]);
    // Every tab title is named the same way: "<page> · RemoteRL".
    expect(await page.title(), path).toMatch(/^[^|]+ · RemoteRL$/);
    // Every amount in the Korean money format (US$20.00), never "20$" or a bare "$10".
    expect(await page.locator('main').innerText(), path).not.toMatch(/(?<!US)\$\d|\d\$/);
  }
});

for (const width of [320, 375]) {
  test(`no user-area page scrolls sideways at ${width} px, in either language`, async ({ page }) => {
    await signUpNewAccount(page, newGoogleAccount(`narrow${width}`));
    await page.setViewportSize({ width, height: 740 });
    for (const language of ['en', 'ko'] as const) {
      if (language === 'ko') await chooseKorean(page);
      for (const path of userPaths) {
        await visit(page, path);
        await expectNoSidewaysScroll(page, `${path} (${language})`);
      }
    }
  });
}
