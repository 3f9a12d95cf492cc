#!/usr/bin/env node
/*
 * The visual stories in Firefox: the representative set (representative.ts) captured from the
 * static Storybook in Debian's Firefox ESR, compared with their own baselines
 * (`__screenshots__/<story file>/<story id>-<mode>-firefox-linux.png`, beside Chromium's) at the
 * Chromium run's tolerance, and added to the same visual review.
 *
 *   node .storybook/visual/firefox/run.ts                         compare (pnpm test:stories:firefox)
 *   node .storybook/visual/firefox/run.ts --accept [file] [name]  write the new pictures as baselines
 *   node .storybook/visual/firefox/run.ts --baselines <dir> [--accept] [--tolerance <px>]
 *                                     baselines in another folder, e.g. to capture one commit twice
 *
 * Needs `pnpm build-storybook` first. Fails closed: 0 captures compared, a story that errors or
 * a Firefox other than the baselines' fails the run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { otherBrowserMessage, sameBaselineBrowser } from '../baseline-browser.ts';
import { captureGlobals, type Capture } from '../capture-modes.ts';
import { REVIEW_DIR } from '../review-commands.ts';
import { STATIC_STORYBOOK_DIR, writeReview } from '../review-file.ts';
import type { ReviewCapture, ReviewStory } from '../review-page.ts';
import { baseToleranceFor, quarantined, quarantineNote, reportQuarantine } from '../quarantine.ts';
import { toleranceOf, type Tolerance } from '../tolerance.ts';
import { comparePng } from './compare-png.ts';
import { representativeStories, type ExtractedStory, type SelectedStory } from './representative.ts';
import { openStorybookInFirefox, type StorybookInFirefox } from './storybook-firefox.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The Firefox that made the baselines, as `firefox-esr --version` prints it. */
export const FIREFOX_BASELINE_FILE = '.storybook/visual/firefox/baseline-browser.json';
const OUTPUT_DIR = '.vitest/firefox-visual';
const ACCEPT_ALL = 'pnpm test:visual:firefox:update';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    accept: { type: 'boolean', default: false },
    baselines: { type: 'string' },
    tolerance: { type: 'string' },
  },
});
const [fileFilter, nameFilter] = positionals;
/** A story's tolerance: quarantined or not (quarantine.ts), unless the run sets one for all. */
const toleranceFor = (storyId: string): Tolerance => ({
  ...toleranceOf(baseToleranceFor(storyId, 'firefox')),
  ...(values.tolerance === undefined ? {} : { allowedMismatchedPixels: Number(values.tolerance) }),
});
const baselineDir = values.baselines ? path.resolve(values.baselines) : undefined;

process.exitCode = await main();

async function main(): Promise<number> {
  const staticDir = path.join(root, STATIC_STORYBOOK_DIR);
  if (!existsSync(path.join(staticDir, 'iframe.html'))) {
    console.error(`No static Storybook in ${STATIC_STORYBOOK_DIR}/: run \`pnpm build-storybook\` first.`);
    return 1;
  }
  const version = firefoxVersion();
  const refusal = baselineDir ? undefined : firefoxRefusal(version);
  if (refusal && !(values.accept && !fileFilter)) {
    console.error(`Firefox visual check refused, no picture compared:\n${refusal}`);
    return 1;
  }
  const started = performance.now();
  const storybook = await openStorybookInFirefox(staticDir);
  try {
    const selected = representativeStories(
      inIndexOrder(staticDir, await storybook.stories()),
      MINIMAL_VIEWPORTS as Record<string, { styles?: { width?: string; height?: string } }>,
    ).filter(
      (story) =>
        (!fileFilter || story.file.startsWith(fileFilter.replace(/^\.\//, ''))) &&
        (!nameFilter || story.name === nameFilter),
    );
    if (selected.length === 0) {
      console.error(`Firefox visual check: no story selected${fileFilter ? ` by ${fileFilter}` : ''}.`);
      return 1;
    }
    if (!values.accept) rmSync(path.join(root, OUTPUT_DIR), { recursive: true, force: true });
    const results = [];
    for (const story of selected) results.push(await captureStory(storybook, story));
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (values.accept) {
      if (!fileFilter && !baselineDir) recordFirefox(version);
      const written = results.flatMap((result) => result.written);
      console.log(
        `Firefox: ${written.length} baselines written of ${countCaptures(selected)} captures in ${seconds} s.`,
      );
      for (const file of written) console.log(`  wrote ${path.relative(root, file)}`);
      return results.some((result) => result.problems.length > 0) ? report(results) : 0;
    }
    const compared = results.reduce((sum, result) => sum + result.captures.length, 0);
    console.log(
      `Firefox: ${compared} captures of ${selected.length} stories compared in ${seconds} s (${version}).`,
    );
    reportQuarantine(
      'Firefox',
      new Map(
        selected.flatMap((story) => {
          const entry = quarantined(story.id, 'firefox');
          return entry ? [[story.id, entry.cause] as const] : [];
        }),
      ),
    );
    if (!baselineDir) {
      const stories = results.filter((result) => result.review).map((result) => result.review!);
      const page = writeReview(root, { comparedCaptures: compared, stories }, 'firefox');
      if (stories.length > 0) console.log(`Visual review: ${path.relative(root, page)}`);
    }
    if (compared === 0 || compared < countCaptures(selected)) {
      console.error(
        `Firefox visual check failed closed: compared ${compared} of ${countCaptures(selected)} captures.`,
      );
      return 1;
    }
    return report(results);
  } finally {
    await storybook.close();
  }
}

interface StoryResult {
  story: SelectedStory;
  captures: ReviewCapture[];
  problems: string[];
  written: string[];
  review?: ReviewStory;
}

/** Renders the story once per locale, captures each of its modes, compares or writes each picture. */
async function captureStory(storybook: StorybookInFirefox, story: SelectedStory): Promise<StoryResult> {
  const result: StoryResult = { story, captures: [], problems: [], written: [] };
  await storybook.setViewport(story.viewport);
  let outcome = await storybook.render(story.id);
  let locale: Capture['locale'] = 'en';
  for (const capture of story.captures) {
    if (capture.locale !== locale) {
      outcome = await storybook.setGlobals({ locale: capture.locale });
      locale = capture.locale;
    }
    if (outcome.phase === 'errored') {
      result.problems.push(
        `${capture.mode}: the story errored in Firefox (its play function or render threw).`,
      );
      continue;
    }
    // The a11y addon ran axe after the render, in Firefox's own layout and colours (light).
    if (outcome.violations.length > 0 && capture.theme === 'light') {
      result.problems.push(`axe (${capture.locale}, Firefox): ${outcome.violations.join('; ')}`);
    }
    await storybook.setTheme(capture.theme);
    await storybook.settle();
    const picture = await storybook.screenshot();
    // Named as the Chromium run names its baselines (Vitest folds the id's `--` into one dash).
    const name = `${story.id}-${capture.mode}-firefox-linux`.replace(/[^\w.-]+/g, '-').replace(/-{2,}/g, '-');
    const baseline = baselineFile(story, name);
    const comparison = comparePng(
      picture,
      baseline,
      path.join(root, OUTPUT_DIR),
      name,
      toleranceFor(story.id),
    );
    if (values.accept) {
      if (!comparison.passed) {
        mkdirSync(path.dirname(baseline), { recursive: true });
        writeFileSync(baseline, picture);
        result.written.push(baseline);
      }
      continue;
    }
    result.captures.push(reviewCapture(story.id, capture, comparison, baseline, name));
    if (!comparison.passed) result.problems.push(`${capture.mode}: ${comparison.message}`);
  }
  await storybook.setTheme('light');
  if (locale !== 'en') await storybook.setGlobals({ locale: 'en' });
  if (result.captures.some((capture) => !capture.passed)) {
    result.review = {
      engine: 'firefox',
      accept: `pnpm test:visual:firefox:accept ${story.file} '${story.name.replaceAll("'", `'\\''`)}'`,
      storyId: story.id,
      name: story.name,
      file: story.file,
      captures: result.captures,
    };
  }
  return result;
}

/** A capture in the review: its pictures copied beside the page, so the folder stands alone. */
function reviewCapture(
  storyId: string,
  capture: Capture,
  comparison: ReturnType<typeof comparePng>,
  baseline: string,
  name: string,
): ReviewCapture {
  const images: ReviewCapture['images'] = {};
  if (!comparison.passed) {
    const imagesDir = path.join(root, REVIEW_DIR, 'images');
    mkdirSync(imagesDir, { recursive: true });
    const copy = (from: string | undefined, kind: 'reference' | 'actual' | 'diff') => {
      if (!from || !existsSync(from)) return;
      const target = path.join('images', `firefox-${name}-${kind}.png`);
      writeFileSync(path.join(root, REVIEW_DIR, target), readFileSync(from));
      images[kind] = target;
    };
    copy(baseline, 'reference');
    copy(comparison.actualFile, 'actual');
    copy(comparison.diffFile, 'diff');
  }
  return {
    mode: capture.mode,
    globals: captureGlobals(capture),
    passed: comparison.passed,
    message: quarantineNote(quarantined(storyId, 'firefox')?.cause, comparison.message),
    images,
  };
}

/**
 * The extracted stories with their files, in the order of the static Storybook's index (the
 * order of each file's exports): the preview's extract has no file names.
 */
function inIndexOrder(staticDir: string, extracted: Omit<ExtractedStory, 'importPath'>[]): ExtractedStory[] {
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { type: string; importPath: string }>;
  };
  const byId = new Map(extracted.map((story) => [story.id, story]));
  return Object.entries(index.entries).flatMap(([id, entry]) => {
    const story = byId.get(id);
    return entry.type === 'story' && story ? [{ ...story, importPath: entry.importPath }] : [];
  });
}

function baselineFile(story: SelectedStory, name: string): string {
  if (baselineDir) return path.join(baselineDir, `${name}.png`);
  return path.join(
    root,
    path.dirname(story.file),
    '__screenshots__',
    path.basename(story.file),
    `${name}.png`,
  );
}

function report(results: StoryResult[]): number {
  const failing = results.filter((result) => result.problems.length > 0);
  for (const { story, problems } of failing) {
    console.error(`\nFirefox ${story.id} (${story.file})`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(`  Accept: pnpm test:visual:firefox:accept ${story.file} '${story.name}'`);
  }
  if (failing.length === 0) return 0;
  console.error(
    `\n${failing.length} of ${results.length} stories differ in Firefox; review: ${REVIEW_DIR}/index.html`,
  );
  return 1;
}

function countCaptures(stories: SelectedStory[]): number {
  return stories.reduce((sum, story) => sum + story.captures.length, 0);
}

function firefoxVersion(): string {
  return execFileSync(process.env.FIREFOX_PATH ?? 'firefox-esr', ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

function firefoxRefusal(current: string): string | undefined {
  const file = path.join(root, FIREFOX_BASELINE_FILE);
  if (!existsSync(file)) return undefined;
  const recorded = (JSON.parse(readFileSync(file, 'utf8')) as { browser: string }).browser;
  return sameBaselineBrowser(recorded, current)
    ? undefined
    : otherBrowserMessage(recorded, current, FIREFOX_BASELINE_FILE, ACCEPT_ALL);
}

function recordFirefox(version: string) {
  writeFileSync(path.join(root, FIREFOX_BASELINE_FILE), `${JSON.stringify({ browser: version }, null, 2)}\n`);
}
