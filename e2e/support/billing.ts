import { expect, type Page } from '@playwright/test';

/** Fills the payment page's buyer fields as a user in Busan would. */
export async function fillBuyer(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Country' }).fill('South Korea');
  await page.getByRole('textbox', { name: 'City' }).fill('Busan');
}

/** Buys `price` dollars of credit through the PayPal simulator; resolves back on /user/billing. */
export async function buyCredits(page: Page, price: number): Promise<void> {
  await page.goto(`/user/billing/payment?price=${price}`);
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/user\/billing$/);
}

/** The balance shown in the billing summary. */
export function billingBalance(page: Page) {
  return page.getByRole('region', { name: 'Plan and balance' }).getByRole('definition').nth(1);
}
