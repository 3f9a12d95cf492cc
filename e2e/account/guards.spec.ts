import { expect, openPage, test } from '../support/test';
import { logIn, newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';

// Real popup sign-ins, PayPal round trips and axe runs take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('signed out, a user page goes to login and back there after logging in', async ({ page, browser }) => {
  const account = newGoogleAccount('guard');
  // Register the account in another browser context, so this one starts signed out.
  const setup = await openPage(browser);
  await signUpNewAccount(setup, account);
  await setup.context().close();

  await page.goto('/user/billing');
  await expect(page).toHaveURL(/\/login\?next=\/user\/billing$/);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/user\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
});

test('a login link pointing off-site lands on the dashboard instead', async ({ page, browser }) => {
  const account = newGoogleAccount('offsite');
  const setup = await openPage(browser);
  await signUpNewAccount(setup, account);
  await setup.context().close();

  await page.goto('/login?next=//evil.example/phish');
  await logIn(page, account);
  await expect(page).toHaveURL(/127\.0\.0\.1:14173\/user\/dashboard$/);
});

test('signed in, the login and sign-up pages go to the dashboard; a reload keeps the session', async ({
  page,
}) => {
  await signUpNewAccount(page, newGoogleAccount('signedin'));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The key is memory-only: after a reload it is fetched again with the login refresh call.
  const refresh = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/gateway/account'),
  );
  await page.reload();
  const body = (await refresh).postDataJSON() as { data: Record<string, unknown> };
  expect(body.data).toHaveProperty('lastLoginAt');
  await expect(page.getByRole('button', { name: 'Show API key' })).toBeVisible();
  await expect(page.getByText('No API Key found')).toHaveCount(0);
});
