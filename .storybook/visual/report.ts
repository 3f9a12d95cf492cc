#!/usr/bin/env node
// `pnpm test:visual:report`: writes the visual review of the last story runs (Chromium and
// Firefox) again, from the data they left (review-file.ts), without running a story. Links follow
// STORYBOOK_URL, else the static Storybook in storybook-static/ when built, else `pnpm storybook`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReview, renderReview } from './review-file.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const page = renderReview(root);
const data = readReview(root);
if (!page || !data) {
  console.error('No story run left a review: run `pnpm test:stories` first.');
  process.exit(1);
}
const differing = data.stories.length;
console.log(
  `Visual review of the last run (${data.comparedCaptures} captures compared, ${differing} ${differing === 1 ? 'story differs' : 'stories differ'}): ${path.relative(root, page)}`,
);
