import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

/*
 * Every story, rendered as a server would: in Node, where window, document and storage do not
 * exist, so a component that reaches for them during render throws here. The workspace's
 * Storybook decorators (they set the theme on <html>) are left out on purpose; each story's
 * own decorators and args apply. Dialogs render into portals, which exist only in a browser, so
 * an open dialog's story may render to nothing here; what counts is that nothing throws and
 * React reports nothing.
 */
const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>(
  // The portal's private blocks' stories too: the portal prerenders pages that hold them.
  ['./**/*.stories.tsx', '../../portal-ui/src/**/*.stories.tsx'],
  {
    eager: true,
  },
);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe.each(Object.entries(storyFiles))('%s on the server', (_file, storyFile) => {
  const stories = Object.entries(composeStories(storyFile) as Record<string, ComponentType>);
  it.each(stories)('%s renders to a string', (_name, Story) => {
    expect(typeof renderToString(<Story />)).toBe('string');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
