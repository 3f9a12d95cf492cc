import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REVIEW_DIR } from './review-commands.ts';
import { renderReviewPage, type ReviewPage } from './review-page.ts';

/**
 * The last story run's review, kept as data beside its page (review.json), so
 * `pnpm test:visual:report` writes the page again without running a story, e.g. with another
 * STORYBOOK_URL.
 */
export const REVIEW_DATA = 'review.json';
/** Where `pnpm build-storybook` writes the static Storybook, relative to the repository root. */
export const STATIC_STORYBOOK_DIR = 'storybook-static';

export type ReviewData = Omit<ReviewPage, 'storybookUrl'>;

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

/** Writes review.json and index.html into the review folder; returns the page's path. */
export function writeReview(root: string, data: ReviewData): string {
  const reviewDir = path.join(root, REVIEW_DIR);
  mkdirSync(reviewDir, { recursive: true });
  writeFileSync(path.join(reviewDir, REVIEW_DATA), `${JSON.stringify(data, null, 2)}\n`);
  const page = path.join(reviewDir, 'index.html');
  writeFileSync(page, renderReviewPage({ ...data, storybookUrl: storybookUrlFor(root) }));
  return page;
}

/** The last run's review data, or undefined when no run left one. */
export function readReview(root: string): ReviewData | undefined {
  const file = path.join(root, REVIEW_DIR, REVIEW_DATA);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReviewData) : undefined;
}
