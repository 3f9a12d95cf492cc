import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text, type Language } from '../support/locale-texts';

/**
 * For every "1-2" on the page: the tops of its first and last characters, measured with a Range
 * on each character once the fonts are in. The two differ when the browser breaks the range
 * after its hyphen.
 */
function numberRangeLines(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const tops: { context: string; first: number; last: number }[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    const topOf = (node: Node, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().top;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? '';
      for (const match of content.matchAll(/\d-\d/g)) {
        tops.push({
          context: node.parentElement?.closest('h1, h2, h3, p')?.textContent ?? content,
          first: topOf(node, match.index),
          last: topOf(node, match.index + 2),
        });
      }
    }
    return tops;
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [language, path] of [
    ['en', '/contact'],
    ['ko', '/ko/contact'],
  ] as const satisfies [Language, string][]) {
    test(`the contact page never breaks "1-2" across lines (${language})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text(language, 'public.contact.company.title'))).toBeVisible();
      const ranges = await numberRangeLines(page);
      // The reply promise's title and its description.
      expect(ranges.length).toBeGreaterThanOrEqual(2);
      for (const range of ranges) expect(range.last, range.context).toBeCloseTo(range.first, 0);
    });
  }
});
