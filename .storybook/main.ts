import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

/**
 * STORYBOOK_STORIES narrows the stories to one glob (relative to this folder), e.g.
 * `STORYBOOK_STORIES='../packages/design-system/src/components/button/*.stories.tsx'`:
 * handy to refresh one folder's baselines without loading every story.
 */
const stories = process.env.STORYBOOK_STORIES
  ? [process.env.STORYBOOK_STORIES]
  : ['../packages/design-system/src/**/*.stories.@(ts|tsx)'];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { conditions: ['source'] },
    }),
};

export default config;
