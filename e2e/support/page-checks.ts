import { expect, type Page } from '@playwright/test';

/**
 * Names that stay in Latin letters on a Korean page: brands, products and technical terms.
 * They are removed before looking for English sentences, so "RemoteRL Python SDK" is not one.
 */
const LATIN_NAMES = [
  'Causal Cooperative Networks',
  'Amazon Web Services',
  'Google Firebase',
  'EmailJS',
  'RemoteRL',
  'CCNets',
  'PayPal',
  'Google',
  'LinkedIn',
  'GitHub',
  'Github',
  'Gymnasium',
  'RLlib',
  'WebSockets?',
  'WebSocket',
  'AWS',
  'GPT',
  'LLM',
  'RLHF',
  'Python',
  'PyPI',
  'API',
  'SDK',
  'USD',
  'GB',
  'AI',
  'RL',
];

/**
 * English sentences (three or more Latin words in a row) in the visible text of the page,
 * outside code (`pre`, `code`, `kbd`, `samp`), e-mail addresses, web addresses, the names
 * above and `userData` (what the user typed, e.g. their name). A Korean page that shows one
 * has a string left untranslated.
 */
export async function englishSentencesOn(page: Page, userData: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const skipped = 'pre, code, kbd, samp, script, style, noscript, template, [translate="no"]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const value = node.textContent?.trim();
      if (!parent || !value || parent.closest(skipped)) continue;
      // Visible to someone: rendered with a size (sr-only text counts: screen readers speak it).
      const visible = parent.checkVisibility({ visibilityProperty: true }) || parent.closest('.sr-only');
      if (visible) found.push(value);
    }
    // Placeholders are read too.
    for (const field of document.querySelectorAll<HTMLInputElement>('[placeholder]')) {
      if (field.checkVisibility()) found.push(field.placeholder);
    }
    return found;
  });
  const names = new RegExp(`\\b(?:${LATIN_NAMES.join('|')})\\b`, 'g');
  // Hyphens and brackets separate words too: "credits (Pay-as-you-go)" is English prose.
  const sentence = /[A-Za-z][A-Za-z'’]*(?:[\s,:;()/-]+[A-Za-z][A-Za-z'’]*){2,}/;
  return texts
    .map((value) =>
      userData
        .reduce((rest, data) => rest.replaceAll(data, ' | '), value)
        .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
        .replace(/\bhttps?:\/\/\S+/g, ' ')
        .replace(names, ' | '),
    )
    .filter((value) => sentence.test(value));
}

/** Fails when the page is wider than the viewport, i.e. it scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  await drawWholePage(page);
  const { scrollWidth, clientWidth, culprit } = await page.evaluate(() => {
    const root = document.documentElement;
    // Name the widest element that pokes out, so a failure says where to look.
    let widest: { tag: string; right: number } | null = null;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const right = element.getBoundingClientRect().right;
      if (right > root.clientWidth + 0.5 && (!widest || right > widest.right)) {
        widest = { tag: `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 160), right };
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprit: widest?.tag };
  });
  expect(scrollWidth, `${label} scrolls sideways (${culprit ?? 'unknown element'})`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/**
 * Lays out and draws every part of the page, including the sections the portal leaves undrawn
 * until they near the viewport (`content-visibility: auto`, src/styles.css), so a check sees the
 * whole page and not only its first screen.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** Collects the path of every font the page requests from now on, in order. */
export function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}
