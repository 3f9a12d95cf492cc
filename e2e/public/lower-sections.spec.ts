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

test("a Korean phone visitor loads the cut of the home page's later sections as they scroll to them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const fonts = fontRequests(page);
  const koreanCuts = () => fonts.filter((font) => /\/pretendard-portal-page-[\w-]+\.woff2$/.test(font));
  await page.goto('/ko', { waitUntil: 'networkidle' });
  // The first screen's cut only (build/portal-fonts-plugin.ts): the later sections and the footer are undrawn.
  expect(koreanCuts(), 'the Korean cuts before scrolling').toHaveLength(1);
  await page.locator('[data-slot="footer"]').scrollIntoViewIfNeeded();
  await expect.poll(() => koreanCuts().length, { message: 'the later cut once the footer shows' }).toBe(2);
});
