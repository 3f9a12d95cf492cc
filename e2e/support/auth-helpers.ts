import { expect, type Locator, type Page } from '@playwright/test';
import { answerAccountChooserAssets, installGapiStandIn } from './gapi-stand-in';
import { API_KEY_PATTERN } from '../../packages/product/src/index.ts';

/** A fake Google account in the Auth emulator. */
export interface FakeGoogleAccount {
  email: string;
  displayName: string;
}

/** A Google account no test has used yet (the emulator and backend keep state between tests). */
export function newGoogleAccount(label: string): FakeGoogleAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { email: `${label}.${unique}@example.com`, displayName: `Test ${label} ${unique.slice(-4)}` };
}

/** Prepares a page for the real Firebase popup sign-in: the gapi stand-in and the chooser's assets. */
export async function preparePopupSignIn(page: Page): Promise<void> {
  await installGapiStandIn(page);
  await answerAccountChooserAssets(page.context());
}

/**
 * Clicks a "… with Google" button and completes the emulator's account chooser in the popup:
 * `existing` picks the account from the chooser's list, otherwise it is added as a new account.
 * Resolves once Firebase has closed the popup.
 */
export async function chooseGoogleAccount(
  page: Page,
  button: Locator,
  account: FakeGoogleAccount,
  { existing }: { existing: boolean },
): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close', { timeout: 20_000 });
  await popup.waitForLoadState('domcontentloaded');
  if (existing) {
    await popup.locator('.js-reuse-account').filter({ hasText: account.email }).click();
  } else {
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(account.email);
    await popup.locator('#display-name-input').fill(account.displayName);
    await popup.locator('#sign-in').click();
  }
  await closed;
}

/** Signs a new account up through /signup and onboarding; resolves on the dashboard. */
export async function signUpNewAccount(page: Page, account: FakeGoogleAccount): Promise<void> {
  await preparePopupSignIn(page);
  await page.goto('/signup');
  await chooseGoogleAccount(page, page.getByRole('button', { name: 'Sign up with Google' }), account, {
    existing: false,
  });
  await expect(page).toHaveURL(/\/signup\/onboarding$/);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

/** Logs an existing account in through /login (optionally with `?next=`); resolves where it lands. */
export async function logIn(page: Page, account: FakeGoogleAccount, loginUrl = '/login'): Promise<void> {
  await preparePopupSignIn(page);
  if (!page.url().includes('/login')) await page.goto(loginUrl);
  await chooseGoogleAccount(page, page.getByRole('button', { name: 'Log in with Google' }), account, {
    existing: true,
  });
}

/** The API key the dev backend issued for this account, read as the portal shows it (revealed). */
export async function revealedApiKey(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Show API key' }).click();
  const field = page.getByLabel('Your API key');
  await expect(field).toHaveValue(API_KEY_PATTERN);
  return field.inputValue();
}

/** The toast showing `text` (the toast region also keeps an announcement copy for screen readers). */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('[data-slot="toast"]').filter({ hasText: text });
}

/**
 * Holds the key refresh a reload of the user area makes (`/gateway/account`) until the returned
 * release is called, so the session's skeleton stays on screen as long as a test needs: no timer.
 */
export async function holdKeyRefresh(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/gateway/account', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
