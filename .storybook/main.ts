import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';
import { reactDocgenTypescriptOptions } from './docgen-options.ts';
import { storyGlobs } from './story-files.ts';

/**
 * STORYBOOK_STORIES narrows the stories to one glob (relative to this folder), e.g.
 * `STORYBOOK_STORIES='../packages/design-system/src/components/button/*.stories.tsx'`:
 * handy to refresh one folder's baselines without loading every story.
 */
const stories = process.env.STORYBOOK_STORIES
  ? [process.env.STORYBOOK_STORIES]
  : ['./docs/**/*.mdx', ...storyGlobs.map((glob) => `../${glob}`)];

/**
 * Everything the stories import from npm, bundled before the first story loads. Vite otherwise
 * discovers dependencies while the run is under way and reloads the page, which fails the
 * stories loading at that moment; a warm cache from an earlier run hides this, so only a fresh
 * clone saw it. Read from the design system's dependencies and peers so the list cannot fall behind.
 * pnpm installs them beside the design system, not at the root Vite resolves `include` from,
 * so each is named through the package (`@ccnets/design-system > dep`, hence the root's
 * workspace devDependency on it); a bare name fails with "Failed to resolve dependency".
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
  // A devDependency since the package draws its own icons; the stories and the blocks' source still import it.
  '@ccnets/design-system > lucide-react',
  ...Object.keys({ ...designSystemPackage.dependencies, ...designSystemPackage.peerDependencies })
    .filter((name) => !notImported.test(name))
    .map((name) => `@ccnets/design-system > ${entryPoints[name] ?? name}`),
];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      ...reactDocgenTypescriptOptions,
      // Props tables are the design system's and the portal's blocks' (portal-ui); the Storybook folder's own helpers are outside the
      // TypeScript project docgen reads, and each one made it warn "Skipping docgen".
      include: ['packages/design-system/src/**/*.tsx', 'packages/portal-ui/src/**/*.tsx'],
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { conditions: ['source'] },
      optimizeDeps: { include: prebundled },
      build: {
        // Storybook's own preview chunks (its runtime, the docs renderer, axe-core) pass 500 KB;
        // they are a development tool's, loaded from disk or one static host, not a site's.
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
          onLog(level, log, handle) {
            // The design system keeps "use client" at the top of its client modules for React
            // Server Components (vite.lib.config.ts); bundled into Storybook's preview the
            // directive means nothing, and the bundler says so once per module.
            if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
            handle(level, log);
          },
        },
      },
    } satisfies UserConfig),
};

export default config;
