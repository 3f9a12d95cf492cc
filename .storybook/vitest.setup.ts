import { afterEach } from 'vitest';
import './no-motion.setup';
import { checkStory, type StoryUnderTest } from './visual/capture-story';

/**
 * The Storybook plugin renders each story, runs its play function and the a11y addon's axe
 * check (light theme). Then checkStory holds it to the rest of the bar: Korean text in the
 * design system's own faces, axe in dark, and every capture mode against its baseline.
 */

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  await checkStory(context.task as unknown as Parameters<typeof checkStory>[0], story);
});
