import { expect, test, waitForApp } from '../support/test';
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

test('a Korean page stays lang="ko" while its app starts in an English-speaking browser', async ({
  page,
}) => {
  // The browser prefers English and nothing is stored, so the app's own (user-area) language is English.
  await page.addInitScript(() => {
    // Every value the root's lang held before each time it was set (the document exists before the root does).
    const held: (string | null)[] = [];
    Object.assign(window, { langHeld: held });
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement) held.push(record.oldValue);
    }).observe(document, { subtree: true, attributeFilter: ['lang'], attributeOldValue: true });
  });
  await page.goto('/ko/pricing');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  const held = await page.evaluate(() => (window as unknown as { langHeld: (string | null)[] }).langHeld);
  expect(held.filter((value) => value !== 'ko')).toEqual([]);
});

test('a Korean page draws its text from its own cuts of the Korean font, and nothing else', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await page.goto('/ko', { waitUntil: 'networkidle' });
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The page's own cuts (build/portal-fonts-plugin.ts), its first screen's preloaded: not the
  // portal's whole Korean face, none of the design system's 92 split files, and no Latin file,
  // since Korean pages draw their Latin letters from the Korean face as well. (Code is drawn in
  // the monospace font.)
  expect(preloaded).toEqual([expect.stringMatching(/^\/assets\/pretendard-portal-page-[\w-]+\.woff2$/)]);
  const korean = fonts.filter((font) => /pretendard|inter/i.test(font));
  expect(korean).toContain(preloaded[0]);
  expect(korean.filter((font) => !/^\/assets\/pretendard-portal-page-[\w-]+\.woff2$/.test(font))).toEqual([]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts: drawnWith } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(drawnWith.filter((font) => !font.isCustomFont)).toEqual([]);
});

test('an English page draws the switch\'s "한국어" from a cut of a few KB', async ({ page }) => {
  const responses: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font')
      responses.push(response.body().then((body) => [new URL(response.url()).pathname, body.length]));
  });
  // Wide enough that the language switch, with its "한국어", is on screen.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  const korean = (await Promise.all(responses)).filter(([path]) => /pretendard/i.test(path));
  expect(korean.map(([path]) => path)).toEqual([
    expect.stringMatching(/^\/assets\/pretendard-portal-page-[\w-]+\.woff2$/),
  ]);
  expect(korean[0]?.[1], 'bytes of the cut').toBeLessThan(5 * 1024);
});

test("an English page's first screen draws from its own preloaded Latin cut alone", async ({ page }) => {
  // Lighthouse's phone screen: the first screen's heading is the page's largest paint, and its
  // paint must wait on the preloaded cut only (build/portal-fonts-plugin.ts), not the whole face.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toEqual([expect.stringMatching(/^\/assets\/inter-portal-page-[\w-]+\.woff2$/)]);
  // Every character the first screen draws from Inter, as drawn (capitals a style makes
  // included), is in the cut: none sends the browser for the portal's whole face.
  const missing = await page.evaluate(() => {
    // A face by its file's name before the hash: the page's cut is `inter-portal-page-<hash>`,
    // the portal's whole face `inter-portal-<hash>`.
    const ranges = (name: string) => {
      const file = new RegExp(`/assets/${name}-[\\w-]{8}\\.woff2`);
      for (const sheet of document.styleSheets)
        for (const rule of sheet.cssRules)
          if (rule instanceof CSSFontFaceRule && file.test(rule.style.getPropertyValue('src')))
            return rule.style
              .getPropertyValue('unicode-range')
              .split(',')
              .map((part) =>
                part
                  .trim()
                  .replace(/^U\+/i, '')
                  .split('-')
                  .map((hex) => parseInt(hex, 16)),
              );
      throw new Error(`No @font-face for ${name}`);
    };
    const inRanges = (list: number[][], character: string) => {
      const code = character.codePointAt(0) ?? 0;
      return list.some(([first = 0, last = first]) => code >= first && code <= last);
    };
    const cut = ranges('inter-portal-page');
    const whole = ranges('inter-portal');
    const later =
      "[data-slot='public-layout'] main [data-slot='page-section'] ~ [data-slot='page-section'] ~ [data-slot='page-section'], [data-slot='public-layout'] [data-slot='footer']";
    const drawn: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(`script, style, template, ${later}`)) continue;
      const text = node.textContent ?? '';
      const transform = getComputedStyle(parent).textTransform;
      drawn.push(
        ...(transform === 'uppercase'
          ? text.toUpperCase()
          : transform === 'lowercase'
            ? text.toLowerCase()
            : transform === 'capitalize'
              ? text + text.toUpperCase()
              : text),
      );
    }
    return [...new Set(drawn)].filter((character) => inRanges(whole, character) && !inRanges(cut, character));
  });
  expect(missing).toEqual([]);
});
