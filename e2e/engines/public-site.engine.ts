import { readOutbox } from '../support/outbox';
import { text, uiText } from '../support/locale-texts';
import { PORTAL_URL } from '../support/urls';
import { expect, expectInPage, find, open, test } from './engine-test';

// The public site in Firefox ESR and WebKitGTK, in English and Korean: navigation, the theme and
// language switches, and the contact form (docs/decisions.md, "Browser engines").
test.describe.configure({ mode: 'serial' });

const h1 = "document.querySelector('h1')?.textContent?.trim()";

test.beforeEach(async ({ driver }) => {
  // One browser per worker: every test starts as a first visit.
  await open(driver, `${PORTAL_URL}/`);
  await driver.run('localStorage.clear(); sessionStorage.clear();');
});

test('English: navigation, the theme switch and the language switch', async ({ driver }) => {
  await open(driver, `${PORTAL_URL}/`);
  await expectInPage(driver, h1, text('en', 'public.home.hero.title'));

  await driver.click(await find(driver, 'header a', text('en', 'pageLinks.pricing.topBar')));
  await expectInPage(driver, 'location.pathname', '/pricing');
  await expectInPage(driver, h1, text('en', 'public.pricing.hero.title'));

  await driver.click(await find(driver, 'button', uiText('en', 'switchToDark')));
  await expectInPage(driver, "document.documentElement.classList.contains('dark')", true);

  await driver.select(await find(driver, 'select', /^(Language|언어)$/), 'ko');
  await expectInPage(driver, 'document.documentElement.lang', 'ko');
  await expectInPage(driver, h1, text('ko', 'public.pricing.hero.title'));
  await expectInPage(driver, "[localStorage.getItem('theme-mode'), localStorage.getItem('language')]", [
    'dark',
    'ko',
  ]);
});

test('Korean: the home page and navigation in Korean', async ({ driver }) => {
  await open(driver, `${PORTAL_URL}/ko`);
  await expectInPage(driver, 'document.documentElement.lang', 'ko');
  await expectInPage(driver, h1, text('ko', 'public.home.hero.title'));
  await driver.click(await find(driver, 'header a', text('ko', 'pageLinks.pricing.topBar')));
  await expectInPage(driver, 'location.pathname', '/ko/pricing');
  await expectInPage(driver, h1, text('ko', 'public.pricing.hero.title'));
});

test('the contact form sends a message', async ({ driver, request }) => {
  const marker = `${Date.now().toString(36)}-${driver.engine}`;
  await open(driver, `${PORTAL_URL}/contact`);
  await driver.type(await find(driver, 'input', /^Full name/), 'Ada Lovelace');
  await driver.type(await find(driver, 'input', /^E-mail/), `ada.${marker}@example.com`);
  await driver.type(await find(driver, 'textarea', /^Message/), `From ${driver.engine} (${marker})`);
  await driver.click(await find(driver, 'button', text('en', 'public.contact.form.submit')));
  await find(driver, '[role="dialog"]', /Your email has been sent successfully!/);
  await expect
    .poll(async () =>
      (await readOutbox(request)).some((mail) => mail.template_params.message?.includes(marker)),
    )
    .toBe(true);
});
