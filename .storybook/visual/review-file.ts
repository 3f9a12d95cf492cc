import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REVIEW_DIR } from './review-commands.ts';
import { renderReviewPage, type ReviewPage } from './review-page.ts';

/**
 * The last story runs' review, kept as data beside its page, one file per engine's run
 * (review.json for the Vitest story run in Chromium, review-firefox.json for the Firefox run), so
 * one page shows every engine and `pnpm test:visual:report` writes it again without running a
 * story, e.g. with another STORYBOOK_URL. The Chromium story run clears the folder first, so an
 * engine's part is never older than the Chromium run it sits beside.
 */
export const REVIEW_DATA = 'review.json';
/** The engines' parts of the review, in the order the page shows them. */
export const REVIEW_PARTS = { chromium: REVIEW_DATA, firefox: 'review-firefox.json' } as const;
export type ReviewEngine = keyof typeof REVIEW_PARTS;
/** Where `pnpm build-storybook` writes the static Storybook, relative to the repository root. */
export const STATIC_STORYBOOK_DIR = 'storybook-static';

export type ReviewData = Pick<ReviewPage, 'comparedCaptures' | 'stories'>;

/**
 * Where the review's story links point: STORYBOOK_URL when set, else the static Storybook built
 * with the run (a path relative to the review, so the CI artifact's reader can open it), else
 * `pnpm storybook`'s address.
 */
export function storybookUrlFor(root: string): string {
  if (process.env.STORYBOOK_URL) return process.env.STORYBOOK_URL;
  const staticIndex = path.join(root, STATIC_STORYBOOK_DIR, 'index.html');
  if (existsSync(staticIndex)) return path.relative(path.join(root, REVIEW_DIR), staticIndex);
  return 'http://localhost:6006';
}

/** Writes one engine's part of the review and the page of every part; returns the page's path. */
export function writeReview(root: string, data: ReviewData, engine: ReviewEngine = 'chromium'): string {
  const reviewDir = path.join(root, REVIEW_DIR);
  mkdirSync(reviewDir, { recursive: true });
  writeFileSync(path.join(reviewDir, REVIEW_PARTS[engine]), `${JSON.stringify(data, null, 2)}\n`);
  return renderReview(root)!;
}

/** Writes the page again from the parts the last runs left; undefined when none left one. */
export function renderReview(root: string): string | undefined {
  const data = readReview(root);
  if (!data) return undefined;
  const page = path.join(root, REVIEW_DIR, 'index.html');
  writeFileSync(page, renderReviewPage({ ...data, storybookUrl: storybookUrlFor(root) }));
  return page;
}

/** The last runs' review data, every engine's part together, or undefined when no run left one. */
export function readReview(
  root: string,
): (ReviewData & { comparedByEngine: Record<string, number> }) | undefined {
  const parts = Object.entries(REVIEW_PARTS).flatMap(([engine, file]) => {
    const full = path.join(root, REVIEW_DIR, file);
    return existsSync(full) ? [[engine, JSON.parse(readFileSync(full, 'utf8')) as ReviewData] as const] : [];
  });
  if (parts.length === 0) return undefined;
  return {
    comparedCaptures: parts.reduce((sum, [, part]) => sum + part.comparedCaptures, 0),
    comparedByEngine: Object.fromEntries(parts.map(([engine, part]) => [engine, part.comparedCaptures])),
    stories: parts.flatMap(([, part]) => part.stories),
  };
}
