import { expect, test } from '../support/test';
import { englishSentencesOn, expectNoSidewaysScroll, fontRequests } from '../support/page-checks';
import { presetLanguage } from '../support/preferences';
import { publicRoutes } from '../support/public-routes';

// Signed out: the public pages and the sign-in pages.
const signedOutPaths = [...publicRoutes.map((route) => route.path), '/login', '/signup'];

for (const path of signedOutPaths) {
  test(`${path} in Korean shows no English sentence`, async ({ page }) => {
    await presetLanguage(page, 'ko');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await englishSentencesOn(page)).toEqual([]);
  });
}

for (const width of [320, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const language of ['en', 'ko'] as const) {
      test(`no signed-out page scrolls sideways (${language})`, async ({ page }) => {
        await presetLanguage(page, language);
        for (const path of signedOutPaths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoSidewaysScroll(page, `${path} (${language})`);
        }
      });
    }
  });
}

test('a Korean page draws its text from one Korean font file', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/ko', { waitUntil: 'networkidle' });
  // The portal's own face (build/portal-fonts-plugin.ts), none of the design system's 92 split files.
  expect(fonts.filter((font) => /pretendard/i.test(font))).toEqual([
    expect.stringMatching(/^\/assets\/pretendard-portal-[\w-]+\.woff2$/),
  ]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts: drawnWith } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(drawnWith.filter((font) => !font.isCustomFont)).toEqual([]);
});

test('an English page does without the Korean font file', async ({ page }) => {
  const fonts = fontRequests(page);
  // Wide enough that the language switch, with its "한국어", is on screen.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  expect(fonts.filter((font) => /pretendard-portal/.test(font))).toEqual([]);
});
