import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { reactDocgenTypescriptOptions } from './docgen-options.ts';

/**
 * STORYBOOK_STORIES narrows the stories to one glob (relative to this folder), e.g.
 * `STORYBOOK_STORIES='../packages/design-system/src/components/button/*.stories.tsx'`:
 * handy to refresh one folder's baselines without loading every story.
 */
const stories = process.env.STORYBOOK_STORIES
  ? [process.env.STORYBOOK_STORIES]
  : ['./docs/**/*.stories.tsx', '../packages/design-system/src/**/*.stories.@(ts|tsx)'];

/**
 * Everything the stories import from npm, bundled before the first story loads. Vite otherwise
 * discovers dependencies while the run is under way and reloads the page, which fails the
 * stories loading at that moment; a warm cache from an earlier run hides this, so only a fresh
 * clone saw it. Read from the design system's dependencies and peers so the list cannot fall behind.
 */
const designSystemPackage = JSON.parse(
  readFileSync(new URL('../packages/design-system/package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
// Packages no story imports as a module: fonts come in through CSS, Tailwind runs as a plugin.
const notImported = /^(@fontsource(-variable)?\/|pretendard$|tailwindcss$)/;
// Packages the design system imports through a subpath only.
const entryPoints: Record<string, string> = {
  '@hookform/resolvers': '@hookform/resolvers/zod',
  zod: 'zod/mini',
};
const prebundled = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'axe-core',
  ...Object.keys({ ...designSystemPackage.dependencies, ...designSystemPackage.peerDependencies })
    .filter((name) => !notImported.test(name))
    .map((name) => entryPoints[name] ?? name),
];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { conditions: ['source'] },
      optimizeDeps: { include: prebundled },
    }),
};

export default config;
