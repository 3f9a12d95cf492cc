import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { presetTheme } from '../support/preferences';
import { text } from '../support/locale-texts';

// A real popup sign-in first; slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * On a screen shorter than the Plan modal the PREMIUM action is in view as the modal opens (the
 * cards scroll under the footer that holds it), and a keyboard reaches and activates it.
 */
for (const { name, viewport, theme } of [
  { name: 'a 375 x 667 phone', viewport: { width: 375, height: 667 }, theme: 'light' },
  { name: 'a short desktop window', viewport: { width: 1280, height: 480 }, theme: 'dark' },
] as const) {
  test.describe(`on ${name} (${theme})`, () => {
    test.use({ viewport });

    test('the Plan modal shows "Continue with PREMIUM" without scrolling, and a keyboard reaches it', async ({
      page,
    }) => {
      await presetTheme(page, theme);
      await signUpNewAccount(page, newGoogleAccount('plan-modal'));
      await page.goto('/user/billing');
      const choosePlan = page.getByRole('button', { name: text('en', 'account.billing.summary.changePlan') });
      await choosePlan.focus();
      await page.keyboard.press('Enter');

      const modal = page.getByRole('dialog', { name: text('en', 'account.planModal.title') });
      await expect(modal).toBeVisible();
      const action = modal.getByRole('link', { name: text('en', 'account.planModal.choosePremium') });
      await expect(action).toBeInViewport({ ratio: 1 });
      // The screen is indeed too short for the cards: the last one reaches below the action.
      const lastCard = await modal.getByRole('article').last().boundingBox();
      const actionBox = await action.boundingBox();
      expect(lastCard!.y + lastCard!.height).toBeGreaterThan(actionBox!.y);

      // Tab from the close button: through the scrolling cards (a tab stop, so arrows scroll them) to the action.
      const isFocused = () => action.evaluate((element) => element === document.activeElement);
      for (let presses = 0; presses < 4 && !(await isFocused()); presses++) await page.keyboard.press('Tab');
      await expect(action).toBeFocused();
      await expect(action).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/user\/billing\/payment$/);
    });
  });
}
