import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { text, type Language } from '../support/locale-texts';
import { presetLanguage, presetTheme } from '../support/preferences';
import { publicRoutes } from '../support/public-routes';

const themes = ['light', 'dark'] as const;
const languages: Language[] = ['en', 'ko'];

for (const theme of themes) {
  for (const language of languages) {
    test.describe(`${theme} theme, ${language}`, () => {
      for (const route of publicRoutes) {
        test(`axe finds nothing on ${route.path}`, async ({ page }) => {
          await presetTheme(page, theme);
          await presetLanguage(page, language);
          await page.goto(route.path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, route.heading));
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expectNoAxeViolations(page, `${route.path} (${theme}, ${language})`);
        });
      }
    });
  }
}

test.describe('open states', () => {
  test('axe finds nothing with the drawer open on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: text('en', 'common.nav.openMenu') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'drawer open');
  });

  test('axe finds nothing on the contact form showing its errors', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: text('en', 'public.contact.form.submit') }).click();
    await expect(page.getByText('Please specify your full name')).toBeVisible();
    await expectNoAxeViolations(page, 'contact form errors');
  });
});
