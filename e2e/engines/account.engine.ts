import { API_KEY_PATTERN } from '../../packages/product/src/index.ts';
import { GAPI_SCRIPT_PATTERN, STAND_IN_SOURCE } from '../support/gapi-stand-in';
import { RemoteRlClient } from '../support/remoterl-clients';
import { PORTAL_URL } from '../support/urls';
import { expect, expectInPage, find, open, test } from './engine-test';

// Sign-up through the Auth emulator, the dashboard's key (reveal, copy), the Plan modal and a
// PayPal-simulator top-up and the live sessions page with the reference client in the other engines
// (docs/decisions.md, "Browser engines").
test.describe.configure({ mode: 'serial' });

const GOOGLE_API_SCRIPT = GAPI_SCRIPT_PATTERN.replace(/\*$/, '');

test('sign-up through the emulator, the dashboard key, the Plan modal, a PayPal top-up, live sessions', async ({
  driver,
}) => {
  const unique = `${Date.now().toString(36)}${driver.engine}`;
  await driver.answerScript(GOOGLE_API_SCRIPT, STAND_IN_SOURCE);
  await open(driver, `${PORTAL_URL}/signup`);
  const signUp = await find(driver, 'button', 'Sign up with Google');
  if (driver.engine === 'webkit') {
    // Safari's engine lets a click open a popup only if the SDK needs no network wait first:
    // the page starts Auth and its sign-in iframe on arrival (auth/firebase.ts), and a user
    // who clicks before that is told to try again. Wait for it as a user's first look would.
    await expectInPage(
      driver,
      'Boolean(document.querySelector(\'iframe[src*="/emulator/auth/iframe"]\'))',
      true,
    );
  }
  const popup = await driver.popup(() => driver.click(signUp));
  await popup.click(await find(popup, 'button, [role="button"], #add-account-button', /Add new account/));
  await popup.type('#email-input', `engine.${unique}@example.com`);
  await popup.type('#display-name-input', `Engine ${unique.slice(-4)}`);
  await popup.click('#sign-in');

  await expectInPage(driver, 'location.pathname', '/signup/onboarding');
  await driver.click(await find(driver, 'input[type="checkbox"], [role="checkbox"]', /I accept the/));
  await driver.click(await find(driver, 'button', 'Login'));
  await expectInPage(driver, 'location.pathname', '/user/dashboard');

  await driver.click(await find(driver, 'button', 'Show API key'));
  const field = await find(driver, 'input', 'Your API key');
  await expect
    .poll(() => driver.run<string>('return document.querySelector(args[0]).value;', field))
    .toMatch(API_KEY_PATTERN);
  const key = await driver.run<string>('return document.querySelector(args[0]).value;', field);

  await driver.click(await find(driver, 'button', 'Copy API key'));
  await find(driver, '[data-slot="toast"]', /Copied to clipboard!/);

  // The Plan modal, then a PREMIUM top-up through the PayPal simulator.
  await open(driver, `${PORTAL_URL}/user/billing`);
  await driver.click(await find(driver, 'button', 'Change plan'));
  await find(driver, '[role="dialog"]', /Choose a plan/);
  await driver.click(await find(driver, '[role="dialog"] a', 'Continue with PREMIUM'));
  await expectInPage(driver, 'location.pathname', '/user/billing/payment');
  await driver.type(await find(driver, 'input', /^Price/), '20');
  await driver.type(await find(driver, 'input', /^Name/), 'Ada Lovelace');
  await driver.type(await find(driver, 'input', /^Country/), 'South Korea');
  await driver.type(await find(driver, 'input', /^City/), 'Busan');
  await driver.click(await find(driver, 'button', 'Complete Purchase'));
  await expectInPage(driver, 'location.pathname', '/paypal-sim/checkoutnow');
  await driver.click(await find(driver, 'button', 'Approve'));
  await find(driver, '[data-slot="toast"]', /Payment confirmed!/);
  await expectInPage(driver, 'location.pathname', '/user/billing');
  await find(driver, 'table[aria-label="Invoices"] tr, table tr', /\$20\.00/);

  // The live sessions page while the reference client's simulator is connected.
  const simulator = new RemoteRlClient('simulate', key);
  try {
    const sessionId = await simulator.sessionId();
    await open(driver, `${PORTAL_URL}/user/sessions`);
    await find(driver, 'tr', new RegExp(`${sessionId}.*Waiting for a trainer`));
  } finally {
    await simulator.stop();
  }
});
