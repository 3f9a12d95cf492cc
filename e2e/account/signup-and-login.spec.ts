import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_KEY_PATTERN } from '../../packages/product/src/index.ts';
import {
  chooseGoogleAccount,
  logIn,
  newGoogleAccount,
  preparePopupSignIn,
  revealedApiKey,
  signUpNewAccount,
  toastWith,
} from '../support/auth-helpers';

// Real popup sign-ins, PayPal round trips and axe runs take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const isAccountCall = (url: string, method: string) => method === 'POST' && url.endsWith('/gateway/account');

/** The key in the backend's answer to the next account call (the plain response body). */
function nextIssuedKey(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => isAccountCall(response.url(), response.request().method()))
    .then(async (response) => {
      expect(response.status()).toBe(200);
      return (await response.text()).trim();
    });
}

test('a new Google account signs up, completes onboarding and copies the key it was issued', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = newGoogleAccount('signup');
  await preparePopupSignIn(page);
  await page.goto('/signup');
  await chooseGoogleAccount(page, page.getByRole('button', { name: 'Sign up with Google' }), account, {
    existing: false,
  });

  await expect(page).toHaveURL(/\/signup\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Email')).toBeDisabled();

  // Each validation message, before any call is made.
  const name = page.getByRole('textbox', { name: 'Name' });
  // Submitting with the name cleared and the terms unticked shows both errors at once and moves
  // focus to the first.
  await name.fill('');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('You must accept the terms.')).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill('Ada Lovelace');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();

  const issuedKey = nextIssuedKey(page);
  await page.getByRole('button', { name: 'Login' }).click();
  const key = await issuedKey;
  expect(key).toMatch(API_KEY_PATTERN);

  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada Lovelace');
  // Masked until shown: the key is not in the page at all.
  await expect(page.locator('body')).not.toContainText(key);
  // The masked Quick Start snippet still copies a runnable one, with the real key.
  await page.getByRole('button', { name: 'Copy trainer example' }).click();
  await expect(toastWith(page, 'Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`api_key="${key}"`);
  expect(await revealedApiKey(page)).toBe(key);

  await page.getByRole('button', { name: 'Copy API key' }).click();
  // The snippet's toast may still be up beside this copy's; the clipboard below tells them apart.
  await expect(toastWith(page, 'Copied to clipboard!').last()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
});

test('after logging out, logging in with the same account shows the same key', async ({ page }) => {
  const account = newGoogleAccount('relogin');
  const firstKey = nextIssuedKey(page);
  await signUpNewAccount(page, account);
  const key = await firstKey;

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  const secondKey = nextIssuedKey(page);
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await secondKey).toBe(key);
  expect(await revealedApiKey(page)).toBe(key);
});

test('a new Google account on the login page is sent to sign-up with a toast', async ({ page }) => {
  const account = newGoogleAccount('newonlogin');
  await preparePopupSignIn(page);
  await page.goto('/login');
  let accountCalls = 0;
  page.on('request', (request) => {
    if (isAccountCall(request.url(), request.method())) accountCalls += 1;
  });
  await chooseGoogleAccount(page, page.getByRole('button', { name: 'Log in with Google' }), account, {
    existing: false,
  });
  await expect(toastWith(page, 'Not a registered user, please sign up.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  expect(accountCalls).toBe(0);

  // The account the login popup created was removed, so signing up runs onboarding.
  await chooseGoogleAccount(page, page.getByRole('button', { name: 'Sign up with Google' }), account, {
    existing: false,
  });
  await expect(page).toHaveURL(/\/signup\/onboarding$/);
});

test('an existing account on the sign-up page goes to the dashboard with a toast', async ({ page }) => {
  const account = newGoogleAccount('existing');
  await signUpNewAccount(page, account);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/signup');
  const call = page.waitForRequest((request) => isAccountCall(request.url(), request.method()));
  await chooseGoogleAccount(page, page.getByRole('button', { name: 'Sign up with Google' }), account, {
    existing: true,
  });
  await expect(toastWith(page, 'Already a registered user. Logging you in.')).toBeVisible();
  // The same account call as the sign-up, stamped with createdAt.
  const body = (await call).postDataJSON() as { data: Record<string, unknown> };
  expect(body.data).toMatchObject({ email: account.email });
  expect(body.data).toHaveProperty('createdAt');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test('onboarding without a Google sign-up first sends the visitor to sign-up and says why', async ({
  page,
}) => {
  await page.goto('/signup/onboarding');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(toastWith(page, 'To create your account, sign up with Google first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
});

test('a Google account that left onboarding unfinished is new until it accepts the terms', async ({
  page,
}) => {
  const account = newGoogleAccount('halfway');
  const keysIssued: number[] = [];
  page.on('response', (response) => {
    if (isAccountCall(response.url(), response.request().method())) keysIssued.push(response.status());
  });
  await preparePopupSignIn(page);
  await page.goto('/signup');
  await chooseGoogleAccount(page, page.getByRole('button', { name: 'Sign up with Google' }), account, {
    existing: false,
  });
  await expect(page).toHaveURL(/\/signup\/onboarding$/);
  // The temporary user is not kept across a reload: onboarding asks for the sign-up again.
  await page.reload();
  await expect(toastWith(page, 'To create your account, sign up with Google first.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  // Signing up again with the same Google account is still a new account: onboarding, no key.
  await chooseGoogleAccount(page, page.getByRole('button', { name: 'Sign up with Google' }), account, {
    existing: true,
  });
  await expect(page).toHaveURL(/\/signup\/onboarding$/);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(toastWith(page, 'Already a registered user. Logging you in.')).toHaveCount(0);

  // So is logging in with it: the login page sends it to sign-up.
  await page.goto('/login');
  await logIn(page, account);
  await expect(toastWith(page, 'Not a registered user, please sign up.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  expect(keysIssued, 'no key before the terms are accepted').toEqual([404, 404]);

  // Accepting the terms registers it, and only then is a key issued.
  await chooseGoogleAccount(page, page.getByRole('button', { name: 'Sign up with Google' }), account, {
    existing: true,
  });
  await expect(page).toHaveURL(/\/signup\/onboarding$/);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  const issuedKey = nextIssuedKey(page);
  await page.getByRole('button', { name: 'Login' }).click();
  expect(await issuedKey).toMatch(API_KEY_PATTERN);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
