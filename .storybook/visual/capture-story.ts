import axe from 'axe-core';
import { expect, inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import { applyThemeMode } from '../../packages/design-system/src/theme';
import { expectHangulInOwnFaces } from '../hangul-font-check';
import { expectOnlySecondBrandColours, type BrandCheckParameters } from './brand-check';
import { capturesOf, type Capture, type StoryModesInput } from './capture-modes';
import { setCaptureLocale } from './capture-locale';
import { quarantined } from './quarantine';
import { QUARANTINE_TOLERANCE } from './tolerance';
import { acceptCommand, exportLine, REVIEW_DIR } from './review-commands';

/**
 * After the Storybook plugin has rendered a story, run its play function and axe (light): the
 * story's Korean text must be drawn by the design system's own faces, axe runs again in dark,
 * every capture of the story (capture-modes.ts) is compared with its baseline, and under the
 * second brand no default-brand colour is left (brand-check.ts). Nothing
 * throws before all of that is done, so one run reports every difference of every mode; the
 * story then fails once, naming its file and line and the command that accepts it.
 */

export interface StoryUnderTest extends StoryModesInput {
  /** The story's export name. */
  storyName: string;
  parameters: StoryModesInput['parameters'] &
    BrandCheckParameters & { a11y?: { test?: string; options?: axe.RunOptions } };
}

/** What the review (review-reporter.ts) reads from a story test's meta. */
export interface VisualMeta {
  storyId: string;
  exportName: string;
  /** How many captures the story's modes selected (capture-modes.ts). */
  expected: number;
  captures: CaptureResult[];
}
export interface CaptureResult extends Capture {
  passed: boolean;
  message?: string;
  /** Index of the test artifact holding reference, actual and diff. */
  artifact?: number;
  /** Why the story is quarantined (quarantine.json): compared at the quarantine tolerance. */
  quarantined?: string;
}

declare module 'vitest' {
  interface TaskMeta {
    visual?: VisualMeta;
  }
}

interface TaskTree {
  id: string;
  type: string;
  tasks?: TaskTree[];
}

interface TaskLike {
  id: string;
  name: string;
  meta: { visual?: VisualMeta };
  artifacts?: unknown[];
  file: { name: string; filepath: string; tasks: TaskTree[] };
}

export async function checkStory(task: TaskLike, story: StoryUnderTest) {
  const problems: string[] = [];
  const attempt = async (label: string, check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      problems.push(`${label}: ${firstLines(error)}`);
    }
  };

  await settled();
  await attempt('Korean text', () => expectHangulInOwnFaces(story.id));

  let captures: Capture[] = [];
  await attempt('modes', async () => {
    // Another brand's modes on the first story of each file only: every component drawn once
    // per brand and theme, at a third of the pictures (modes.ts). Chromatic takes them all.
    const firstOfFile = firstTest(task.file.tasks)?.id === task.id;
    captures = capturesOf(story).filter((capture) => !capture.brand || firstOfFile);
  });

  applyThemeMode('dark');
  await nextFrames();
  if (story.parameters.a11y?.test !== 'off') await attempt('axe (dark)', () => expectNoAxeViolations(story));

  // A run on another browser than the baselines' compares no picture (global-setup.ts); the
  // story still goes through every other check, in every mode's theme and locale.
  const refused = inject('visualRefusal') !== '';
  const results: CaptureResult[] = [];
  let locale: string | undefined;
  for (const capture of captures) {
    if (locale !== undefined && capture.locale !== locale) {
      setCaptureLocale(capture.locale);
      await expect.poll(() => document.documentElement.lang).toBe(capture.locale);
      await settled();
      await attempt(`Korean text (${capture.mode})`, () => expectHangulInOwnFaces(story.id));
    }
    locale = capture.locale;
    if (capture.brand) document.documentElement.dataset.brand = capture.brand;
    else delete document.documentElement.dataset.brand;
    applyThemeMode(capture.theme);
    await nextFrames();
    if (!refused) results.push(await compare(task, story, capture));
  }
  setCaptureLocale(undefined);
  delete document.documentElement.dataset.brand;
  // After the captures, so its theme flips and attribute never reach a picture.
  await attempt('second brand', () => expectOnlySecondBrandColours(story.parameters));
  applyThemeMode('light');

  task.meta.visual = {
    storyId: story.id,
    exportName: story.storyName,
    expected: refused ? 0 : captures.length,
    captures: results,
  };
  const failed = results.filter((result) => !result.passed);
  for (const result of failed) problems.push(`${result.mode}: ${result.message}`);
  if (problems.length > 0) throw await storyFailure(task, story, problems, failed.length > 0);
}

/** The first test of a file's task tree, in the order of its exports. */
function firstTest(tasks: TaskTree[]): TaskTree | undefined {
  for (const task of tasks) {
    const found = task.type === 'test' ? task : firstTest(task.tasks ?? []);
    if (found) return found;
  }
  return undefined;
}

async function compare(task: TaskLike, story: StoryUnderTest, capture: Capture): Promise<CaptureResult> {
  const artifactsBefore = task.artifacts?.length ?? 0;
  // A story that does not repeat keeps the old tolerance, and the review says so (quarantine.ts).
  const quarantine = quarantined(story.id, 'chromium');
  const marked = quarantine ? { quarantined: quarantine.cause } : {};
  try {
    // Not expect.element: its retries would re-run a failed comparison until the timeout,
    // while the matcher already waits for a stable picture itself.
    await expect(page.elementLocator(screenshotTarget())).toMatchScreenshot(`${story.id}-${capture.mode}`, {
      screenshotOptions: { animations: 'disabled' },
      ...(quarantine && {
        comparatorName: 'pixelmatch',
        comparatorOptions: { ...QUARANTINE_TOLERANCE, allowedMismatchedPixels: inject('quarantinePixels') },
      }),
    });
    return { ...capture, ...marked, passed: true };
  } catch (error) {
    const recorded = (task.artifacts?.length ?? 0) > artifactsBefore;
    return {
      ...capture,
      ...marked,
      passed: false,
      message: firstLines(error),
      artifact: recorded ? (task.artifacts?.length ?? 0) - 1 : undefined,
    };
  }
}

/**
 * One error for the story, located at the story itself: its file and the line of its export.
 * The error carries no stack frames, which would all point into this file.
 */
async function storyFailure(task: TaskLike, story: StoryUnderTest, problems: string[], visual: boolean) {
  const line = await storyLine(task.file.filepath, story.storyName);
  const where = `${task.file.name}${line ? `:${line}` : ''}`;
  const lines = [`${story.id} (${where})`, ...problems.map((problem) => `  ${problem}`)];
  if (visual) {
    lines.push(
      `Review every mode side by side: ${REVIEW_DIR}/index.html`,
      `Accept this story's new pictures: ${acceptCommand(task.file.name, task.name)}`,
    );
  }
  const error = new Error(lines.join('\n'));
  error.name = visual ? 'VisualDifference' : 'StoryCheckFailed';
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

async function storyLine(file: string, exportName: string): Promise<number | undefined> {
  try {
    return exportLine(await commands.readFile(file), exportName);
  } catch {
    return undefined;
  }
}

/** The story canvas, or the whole body when the story shows portals (dialogs, toasts, drawers) or only fixed elements. */
function screenshotTarget(): Element {
  const canvas = (globalThis as { __storyCanvas?: Element }).__storyCanvas;
  const hasVisiblePortal = [...document.body.children].some((element) => {
    if (element === canvas || element.matches('script, style, .sb-wrapper')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
  const canvasBox = canvas?.getBoundingClientRect();
  if (!canvas || hasVisiblePortal || !canvasBox || canvasBox.height === 0) {
    document.body.style.minHeight = '100vh';
    return document.body;
  }
  document.body.style.minHeight = '';
  return canvas;
}

async function expectNoAxeViolations(story: StoryUnderTest) {
  const results = await axe.run(document.body, {
    ...story.parameters.a11y?.options,
    resultTypes: ['violations'],
  });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations in dark theme for ${story.id}`).toEqual([]);
}

/**
 * Fonts loaded, and no transient feedback on screen: copy buttons show "Copied" for a couple
 * of seconds, and whether a capture still sees it depends on how fast the machine ran the play
 * function, so captures wait until it is gone and every baseline shows the settled state.
 */
async function settled() {
  await nextFrames();
  await document.fonts.ready;
  await expect.poll(() => document.querySelector('[data-copied]'), { timeout: 10_000 }).toBeNull();
}

function nextFrames() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g');

function firstLines(error: unknown): string {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object'
        ? JSON.stringify(error)
        : String(error);
  // The matcher's message repeats the paths that the review shows; keep its verdict.
  return message
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^(expect\(|Reference screenshot|Actual screenshot|Diff image|\/)/.test(line))
    .slice(0, 3)
    .join(' ');
}
