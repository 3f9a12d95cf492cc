import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { drawWholePage } from './page-checks';

/** WCAG 2.1 A and AA plus axe's best practices (landmarks, one h1, heading order...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Fails with a readable list when axe finds anything on the page as it is now. The YouTube
 * embed is a third-party document (and unreachable offline), so it is left out.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await drawWholePage(page);
  // A toast fading in is half its colour: with reduced motion the page's transitions stop at
  // their end state, and any finite animation left is let end, so axe reads the colours the
  // page settles on (a spinner's endless one is left running).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe[src*="youtube"]').analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  await page.emulateMedia({ reducedMotion: null });
  expect(report, `axe violations on ${label}`).toEqual([]);
}
