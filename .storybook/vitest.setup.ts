import axe from 'axe-core';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { applyThemeMode, type ThemeMode } from '../packages/design-system/src/theme';
import { expectHangulInOwnFaces } from './hangul-font-check';

/**
 * Visual baselines and a dark-theme accessibility pass for every story.
 *
 * The Storybook plugin renders the story and runs its play function and the a11y addon's
 * axe check (light theme). After that, its Korean text must be drawn by the design system's
 * own faces, each story is captured in light and in dark, and axe runs again in dark, so both
 * themes are held to the same bar without doubling the stories.
 */

interface VisualParameters {
  /** Skip the screenshots (the story's behaviour and axe are still tested). */
  disable?: boolean;
}

interface StoryLike {
  id: string;
  parameters: { visual?: VisualParameters; a11y?: { test?: string; options?: axe.RunOptions } };
}

beforeAll(() => {
  // Motion makes screenshots race the animation; the behaviour under test does not need it.
  const style = document.createElement('style');
  style.dataset.testOnly = 'no-motion';
  style.textContent = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important;}`;
  document.head.append(style);
});

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryLike }).story;
  if (!story || context.task.result?.state === 'fail') return;

  await document.fonts.ready;
  await expectHangulInOwnFaces(story.id);
  await transientFeedbackSettled();
  // Dark first: every class flip repaints the whole page. A capture straight after a play
  // function would catch Chromium's partial repaints, whose anti-aliased corners can differ
  // by a colour step from run to run; after a flip both captures are full repaints.
  for (const mode of ['dark', 'light'] as const satisfies ThemeMode[]) {
    applyThemeMode(mode);
    await nextFrames();
    if (mode === 'dark' && story.parameters.a11y?.test !== 'off') await expectNoAxeViolations(story);
    if (story.parameters.visual?.disable) continue;
    await expect
      .element(page.elementLocator(screenshotTarget()))
      .toMatchScreenshot(`${story.id}-${mode}`, { screenshotOptions: { animations: 'disabled' } });
  }
  applyThemeMode('light');
});

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

async function expectNoAxeViolations(story: StoryLike) {
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
 * Copy buttons show "Copied" for a couple of seconds. Whether a capture still sees it depends on
 * how fast the machine ran the play function, so captures wait until it is gone: every baseline
 * shows the settled state.
 */
async function transientFeedbackSettled() {
  await expect.poll(() => document.querySelector('[data-copied]'), { timeout: 10_000 }).toBeNull();
}

function nextFrames() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
