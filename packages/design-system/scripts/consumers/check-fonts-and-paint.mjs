/* global document, getComputedStyle -- evaluate() callbacks run in the page. */
// What every documented setup must draw (docs/decisions.md, "Design tokens"), read in Chromium:
// a component's computed font is the active brand's stack and its text is drawn by the stack's
// first face; Hangul is drawn by a Hangul face the package brought, not by a system fallback
// (a fresh CI machine has none, so that would be tofu); body text against the page background
// is at least 4.5:1 in light and dark.

/** The faces Chromium drew a node's text with (DevTools' "Rendered Fonts"). */
async function renderedFaces(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element matches ${selector}`);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

const firstFamily = (stack) =>
  stack
    .split(',')[0]
    .trim()
    .replace(/^['"]|['"]$/g, '');

/** Waits until every face the page asked for is loaded (the DevTools call below lays out anew). */
const fontsSettled = (page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

/** WCAG 2 contrast of two computed `rgb()` colours. */
export function contrastRatio(foreground, background) {
  const luminance = (colour) => {
    const channels = colour
      .match(/[\d.]+/g)
      .slice(0, 3)
      .map(Number);
    const [r, g, b] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The documented opt-out: `data-ds-page="host"` on <html> leaves the page's background and
 * text to the host (the browser's defaults here).
 */
export async function checkPagePaintOptOut(page, setup, fail) {
  const { background, text } = await page.evaluate(() => {
    document.documentElement.dataset.dsPage = 'host';
    document.documentElement.classList.add('dark');
    const style = getComputedStyle(document.documentElement);
    const result = { background: style.backgroundColor, text: style.color };
    delete document.documentElement.dataset.dsPage;
    document.documentElement.classList.remove('dark');
    return result;
  });
  if (background !== 'rgba(0, 0, 0, 0)' || text !== 'rgb(0, 0, 0)')
    fail(`${setup}: with data-ds-page="host" the page is still painted (${text} on ${background})`);
}

/**
 * `latin` and `hangul` select components showing Latin and Korean text (a `lang="ko"`
 * ancestor); `setup` names the setup in failures. The page is left in light mode.
 */
export async function checkFontsAndPaint(page, { setup, latin, hangul }, fail) {
  await fontsSettled(page);
  for (const [selector, script] of [
    [latin, 'Latin'],
    [hangul, 'Hangul'],
  ]) {
    const { computed, stack } = await page
      .locator(selector)
      .first()
      .evaluate((element, korean) => {
        const style = getComputedStyle(element);
        return {
          computed: style.fontFamily,
          stack: style.getPropertyValue(korean ? '--rrl-font-sans-ko' : '--rrl-font-sans').trim(),
        };
      }, script === 'Hangul');
    const normalise = (value) => value.replace(/["']/g, "'").replace(/\s*,\s*/g, ',');
    if (!stack) fail(`${setup}: ${selector} sees no brand font stack (the tokens are missing)`);
    else if (normalise(computed) !== normalise(stack))
      fail(`${setup}: ${selector} computes the font ${computed}, not the brand's ${stack}`);
    const faces = await renderedFaces(page, selector);
    const system = faces.filter((face) => !face.isCustomFont).map((face) => face.familyName);
    if (system.length) fail(`${setup}: ${script} text in ${selector} is drawn by system faces: ${system}`);
    // The face's own name drops the CSS family's suffix ("Inter" for 'Inter Variable').
    const expected = script === 'Hangul' ? 'Pretendard Variable' : firstFamily(stack);
    const loaded = await page.evaluate(
      (family) =>
        [...document.fonts].some(
          (face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded',
        ),
      expected,
    );
    const drawn = faces.some(
      (face) => face.glyphCount > 0 && face.familyName.split(' ')[0] === expected.split(' ')[0],
    );
    if (!loaded || !drawn)
      fail(
        `${setup}: ${script} text in ${selector} is not drawn by ${expected} (drawn by ${JSON.stringify(faces)})`,
      );
  }

  for (const mode of ['light', 'dark']) {
    const { text, background, tokens } = await page.evaluate((dark) => {
      document.documentElement.classList.toggle('dark', dark);
      const paint = (element) => getComputedStyle(element).backgroundColor;
      const transparent = (colour) => colour === 'rgba(0, 0, 0, 0)' || colour === 'transparent';
      // An unpainted page shows the browser's white canvas.
      const [body, root] = [paint(document.body), paint(document.documentElement)];
      const page = [body, root].find((colour) => !transparent(colour)) ?? 'rgb(255, 255, 255)';
      // The tokens' own colours at the root, read through a probe.
      const probe = document.createElement('div');
      probe.style.cssText = 'background-color: var(--rrl-background); color: var(--rrl-foreground)';
      document.documentElement.append(probe);
      const tokens = { background: paint(probe), text: getComputedStyle(probe).color };
      probe.remove();
      return { text: getComputedStyle(document.body).color, background: page, tokens };
    }, mode === 'dark');
    if (background !== tokens.background || text !== tokens.text)
      fail(
        `${setup} (${mode}): the page is ${text} on ${background}, not the tokens' ${tokens.text} on ${tokens.background}`,
      );
    const ratio = contrastRatio(text, background);
    if (!(ratio >= 4.5))
      fail(`${setup} (${mode}): body text ${text} on the page's ${background} is ${ratio.toFixed(2)}:1`);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}
