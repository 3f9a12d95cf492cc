import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { text } from '../support/locale-texts';

test.describe.configure({ timeout: 120_000 });

// Public pages are documents of their own (docs/decisions.md, "Public pages hydrate only their
// islands"); the user area still loads each page's code as a chunk, so a deploy can leave an
// open tab asking for one that no longer exists.
test('a stale chunk reloads the page once, and only once', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('stale-chunk'));
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // As after a deploy: the usage page's chunk this build references no longer exists.
  await page.route('**/assets/usage-page-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));

  await page
    .getByRole('navigation', { name: 'Account' })
    .first()
    .getByRole('link', { name: 'Usage' })
    .click();

  // The reload lands on /user/usage, which still cannot load: now the error page, no second reload.
  await expect(page.getByTestId('route-error')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'common.error.chunk.meta.title'),
  );
  await expect(page).toHaveURL(/\/user\/usage$/);
  expect(documentLoads).toBe(1);
});
