import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount, toastWith } from '../support/auth-helpers';
import { billingBalance as balance, fillBuyer } from '../support/billing';

// Real popup sign-ins, PayPal round trips and axe runs take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const isCheckout = (url: string) => url.endsWith('/paypal/checkout');
const isCapture = (url: string) => url.endsWith('/paypal/capture');

async function openPaymentThroughPlanModal(page: Page) {
  await page.goto('/user/billing');
  // A new account is on BASIC, and the Plan modal marks it as the current plan.
  await expect(page.getByText('BASIC (free)', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No invoice yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Change plan' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('article').filter({ hasText: 'Current plan' })).toContainText('BASIC');
  await expect(modal.getByRole('article').filter({ hasText: 'Current plan' })).toHaveCount(1);
  await modal.getByRole('link', { name: 'Continue with PREMIUM' }).click();
  await expect(page).toHaveURL(/\/user\/billing\/payment$/);
}

test('PREMIUM checkout: a bad price is refused locally, 20 is approved, captured once and credited', async ({
  page,
}) => {
  await signUpNewAccount(page, newGoogleAccount('pay'));
  await openPaymentThroughPlanModal(page);

  const checkoutCalls: string[] = [];
  page.on('request', (request) => {
    if (isCheckout(request.url())) checkoutCalls.push(request.postData() ?? '');
  });

  const price = page.getByRole('textbox', { name: 'Price' });
  await price.fill('15');
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page.getByText('Must be in $10 increments')).toBeVisible();
  expect(checkoutCalls).toEqual([]);

  await price.fill('20');
  // A double click still sends one checkout.
  await page.getByRole('button', { name: 'Complete Purchase' }).dblclick();
  await page.waitForURL(/\/paypal-sim\/checkoutnow\?token=/);
  expect(checkoutCalls).toHaveLength(1);
  expect(JSON.parse(checkoutCalls[0] ?? '{}')).toEqual({
    price: 20,
    name: 'Ada Lovelace',
    country: 'South Korea',
    city: 'Busan',
  });

  let captures = 0;
  page.on('request', (request) => {
    if (isCapture(request.url())) captures += 1;
  });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/user\/billing\/payment\/success\?token=/);
  const successUrl = page.url();
  await expect(toastWith(page, 'Payment confirmed!')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/billing$/);
  expect(captures).toBe(1);

  await expect(balance(page)).toHaveText('$20.00');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices.getByRole('row').nth(1)).toContainText('$20.00');
  await expect(invoices.getByRole('link', { name: /Download/ })).toHaveAttribute('href', /\/receipts\//);

  // Coming back to the success URL (a reload of it) captures again, the backend credits nothing,
  // and the page says the payment was confirmed before instead of announcing it again.
  await page.goto(successUrl);
  await expect(toastWith(page, 'This payment was already confirmed.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This payment was already confirmed' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to billing' }).click();
  await expect(balance(page)).toHaveText('$20.00');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(2);
});

test('a cancelled PayPal checkout lands on the cancelled page, and retry reaches the payment page', async ({
  page,
}) => {
  await signUpNewAccount(page, newGoogleAccount('cancel'));
  await page.goto('/user/billing/payment');
  await page.getByRole('textbox', { name: 'Price' }).fill('30');
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await page.waitForURL(/\/paypal-sim\/checkoutnow/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/user\/billing\/payment\/cancle\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  await expect(toastWith(page, 'The payment was cancelled.')).toBeVisible();
  // What happened, how much, and every way on.
  await expect(page.locator('[data-slot="payment-status"]')).toContainText('Amount not charged: $30.00');
  await expect(page.getByRole('link', { name: 'Back to billing' })).toHaveAttribute('href', '/user/billing');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Try again' }).click();
  // The retry keeps the amount, and the buyer's details come back from the server.
  await expect(page).toHaveURL(/\/user\/billing\/payment\?price=30$/);
  await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('30');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('South Korea');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Busan');
  await expect(page.getByRole('button', { name: 'Complete Purchase' })).toBeVisible();
});

test('the top-up form shows its limits, quick amounts and what an amount buys, and starts filled in', async ({
  page,
}) => {
  const account = newGoogleAccount('topup');
  await signUpNewAccount(page, account);
  await page.goto('/user/billing/payment');
  const price = page.getByRole('textbox', { name: 'Price' });
  // The limits are on the page (the tooltip stays), and the button says where it leads.
  await expect(price).toHaveAccessibleDescription('From $10.00 to $10,000.00, in steps of $10.00.');
  await expect(page.getByRole('button', { name: 'About the price' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Purchase' })).toHaveAccessibleDescription(
    'You continue to PayPal to pay; nothing is charged until you approve there.',
  );
  // A first purchase: the name comes from the account, nothing else is known yet.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(account.displayName);
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('');
  await expect(page.getByText('Enter an amount to see how much data it buys.')).toBeVisible();

  const quick = page.getByRole('group', { name: 'Quick amounts' });
  await expect(quick.getByRole('button')).toHaveText(['$10.00', '$20.00', '$50.00', '$100.00']);
  await quick.getByRole('button', { name: '$50.00' }).click();
  await expect(price).toHaveValue('50');
  await expect(page.getByText('Buys 50 GB of data at $1.00 per GB.')).toBeVisible();

  // "$20" as people type it is 20, and that is what reaches PayPal.
  await price.fill('$20');
  await expect(page.getByText('Buys 20 GB of data at $1.00 per GB.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Country' }).fill('South Korea');
  await page.getByRole('textbox', { name: 'City' }).fill('Busan');
  const checkout = page.waitForRequest((request) => isCheckout(request.url()));
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  expect((await checkout).postDataJSON()).toEqual({
    price: 20,
    name: account.displayName,
    country: 'South Korea',
    city: 'Busan',
  });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/user\/billing$/);

  // The next top-up starts with the details of this one, remembered by the server.
  await page.goto('/user/billing/payment');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('South Korea');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Busan');
});

test('"Add 20$ Credits" opens the payment page with 20 preset', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('credits'));
  // A first purchase moves the account to PREMIUM.
  await page.goto('/user/billing/payment?price=10');
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/user\/billing$/);
  // The confirmation toast's region loads with it. Escape goes to the newest layer, so a toast
  // that arrives after the modal opens would take the Escape meant for the modal.
  await expect(toastWith(page, 'Payment confirmed!')).toBeVisible();
  await expect(page.getByText('PREMIUM (pay-as-you-go)', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change plan' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(modal.getByRole('article').filter({ hasText: 'Current plan' })).toContainText('PREMIUM');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.getByRole('link', { name: 'Add 20$ Credits' }).click();
  await expect(page).toHaveURL(/\/user\/billing\/payment\?price=20$/);
  await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('20');
});

test('the success page without a token says so and captures nothing', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('notoken'));
  let captures = 0;
  page.on('request', (request) => {
    if (isCapture(request.url())) captures += 1;
  });
  await page.goto('/user/billing/payment/success');
  await expect(toastWith(page, 'Invalid payment URL')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This payment link is not valid' })).toBeVisible();
  await expect(page.locator('[data-slot="payment-status"]')).toContainText('Invalid payment URL');
  expect(captures).toBe(0);
});

test('the price sent is the one typed: a mouse wheel over the focused field changes nothing', async ({
  page,
}) => {
  await signUpNewAccount(page, newGoogleAccount('wheel'));
  await page.goto('/user/billing/payment');
  const checkoutCalls: string[] = [];
  page.on('request', (request) => {
    if (isCheckout(request.url())) checkoutCalls.push(request.postData() ?? '');
  });
  await fillBuyer(page);
  const price = page.getByRole('textbox', { name: 'Price' });
  await price.fill('20');
  await price.focus();
  // A number input steps its value on a wheel over it while focused (how 15 once went out as 10).
  await price.hover();
  await page.mouse.wheel(0, 300);
  await page.mouse.wheel(0, -600);
  await expect(price).toHaveValue('20');

  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await page.waitForURL(/\/paypal-sim\/checkoutnow\?token=/);
  expect(checkoutCalls.map((body) => JSON.parse(body).price)).toEqual([20]);
  await expect(page.getByTestId('amount')).toContainText('$20.00');
});

test('a price above the maximum is refused with the maximum named, and nothing is sent', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('maxprice'));
  await page.goto('/user/billing/payment');
  let checkouts = 0;
  page.on('request', (request) => {
    if (isCheckout(request.url())) checkouts += 1;
  });
  await fillBuyer(page);
  await page.getByRole('textbox', { name: 'Price' }).fill('100000000');
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page.getByText('Maximum is $10,000')).toBeVisible();
  expect(checkouts).toBe(0);
});
