import { fontRequests } from '../support/page-checks';
import { expect, test } from '../support/test';

// Playwright's trace snapshots lay out the whole document, which would draw every section.
test.use({ trace: 'off' });

test('the home page draws its lower sections, and loads their fonts, as a visitor scrolls', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  const monospace = () => fonts.some((font) => /\/jetbrains-mono-[\w-]+\.woff2$/.test(font));
  await page.goto('/', { waitUntil: 'networkidle' });
  // The function cards' ordinals are the home page's only monospace text, three sections down.
  expect(monospace(), 'the monospace font before scrolling').toBe(false);
  await page.locator('[data-slot="function-card"]').first().scrollIntoViewIfNeeded();
  await expect.poll(monospace, { message: 'the monospace font once the cards show' }).toBe(true);
});
