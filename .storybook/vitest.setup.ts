import { afterEach } from 'vitest';
import './no-motion.setup';
import { checkStory, type StoryUnderTest } from './visual/capture-story';

/**
 * The Storybook plugin renders each story, runs its play function and the a11y addon's axe
 * check (light theme). Then checkStory holds it to the rest of the bar: Korean text in the
 * design system's own faces, axe in dark, and every capture mode against its baseline.
 *
 * Fails closed: every test of this project is a story, so a test without its story context
 * means the Storybook test addon stopped handing it over, and the visual, dark axe, Hangul and
 * brand checks would silently not run (docs/decisions.md, "Checks fail closed").
 */

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (context.task.result?.state === 'fail') return;
  if (!story) {
    throw new Error(
      `${context.task.name}: no story context from the Storybook test addon, so its visual, dark-theme axe, Hangul and brand checks cannot run. Check the addon's version against .storybook/vitest.setup.ts.`,
    );
  }
  await checkStory(context.task as unknown as Parameters<typeof checkStory>[0], story);
});
