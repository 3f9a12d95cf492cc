import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { allModes, KOREAN_TAG } from './.storybook/modes.ts';
import { pageLinkLabelsPlugin } from './packages/portal-app/build/page-link-labels-plugin.ts';
import { chromiumPath } from './.storybook/visual/chromium.ts';
import {
  BASELINES_DIR_ENV,
  stableTimeoutOf,
  toleranceOf,
  VISUAL_TOLERANCE,
} from './.storybook/visual/tolerance.ts';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const storybookDir = path.join(rootDir, '.storybook');

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/**
 * Headless Chromium for a story project, the one that made the baselines (visual/chromium.ts).
 * A new object per project: Vitest names each browser instance after the first project that
 * reads it.
 */
const storyBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

/**
 * How the story projects run their files. Measured on two cores, where the story run had
 * grown to a third of CI's time:
 * - isolate: false runs a project's files one after another in one page instead of a fresh
 *   iframe each, which re-imported Storybook's runtime, axe, the whole stylesheet and every
 *   font face, then waited for the fonts again (about a second a file, 150 files). Stories
 *   already share their file's page with each other, so they clean up after themselves; the
 *   capture resets theme, brand and locale after each one (visual/capture-story.ts).
 * - maxWorkers: Vitest's default is one less than the cores, so on two cores one page ran at a
 *   time, and the English and Korean projects one after the other. Two run both projects side
 *   by side: a story waits on the browser (rendering, screenshots) while the other compares
 *   its pictures in Node.
 */
const storyRun = { isolate: false, maxWorkers: Math.max(2, availableParallelism() - 1) };

/**
 * The determinism run (.storybook/visual/determinism.ts) renders an unchanged commit into
 * scratch folders, laid out as `__screenshots__` is, instead of the committed baselines. The
 * folder must be inside the repository: Vitest's browser may write files only there ("Couldn't
 * write file to fs" otherwise).
 */
const scratchBaselines = process.env[BASELINES_DIR_ENV];
const stableTimeout = stableTimeoutOf();
const resolveScreenshotPath = scratchBaselines
  ? ({ arg, browserName, ext, platform, testFileDirectory, testFileName }: ScreenshotPathData) =>
      path.resolve(
        scratchBaselines,
        testFileDirectory,
        testFileName,
        `${arg}-${browserName}-${platform}${ext}`,
      )
  : undefined;
interface ScreenshotPathData {
  arg: string;
  browserName: string;
  ext: string;
  platform: string;
  testFileDirectory: string;
  testFileName: string;
}

export default defineConfig({
  test: {
    // The visual review of every story run (.vitest/visual-review/index.html).
    reporters: ['default', './.storybook/visual/review-reporter.ts'],
    projects: [
      {
        // Workspace packages as their source (their `source` export), as the portal's dev server
        // reads them: the unit run comes before any build, and the page registry's test
        // prerenders pages with the design system's components. Tests in a DOM environment
        // (happy-dom) resolve as the browser does, so they need the condition too.
        resolve: { conditions: ['source', ...defaultClientConditions] },
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        // The frame's texts with every page's link labels, as the portal's build reads them, so a
        // page rendered here shows its links' labels rather than their keys.
        plugins: [pageLinkLabelsPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/design-system/src/**/*.test.{ts,tsx}',
            'packages/portal-ui/src/**/*.test.{ts,tsx}',
            'packages/portal-app/src/**/*.test.{ts,tsx}',
            'packages/portal-app/build/**/*.test.ts',
            'packages/product/src/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'packages/remoterl-cli/src/**/*.test.ts',
            'hosting/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [storybookTest({ configDir: storybookDir })],
        test: {
          name: 'storybook',
          ...storyRun,
          setupFiles: [path.join(storybookDir, 'vitest.setup.ts')],
          // Clears the last run's pictures and stops a run on another browser than the baselines'.
          globalSetup: [path.join(storybookDir, 'visual/global-setup.ts')],
          testTimeout: 30_000,
          browser: {
            ...storyBrowser(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // One tolerance for every engine (tolerance.ts); quarantined stories pass their
                // own (visual/capture-story.ts); the determinism run sets it to 0.
                comparatorOptions: toleranceOf(VISUAL_TOLERANCE),
                ...(stableTimeout ? { timeout: stableTimeout } : {}),
                ...(resolveScreenshotPath ? { resolveScreenshotPath } : {}),
              },
            },
          },
        },
      },
      {
        // The tagged stories' play functions (and axe) in Korean, as Chromatic's `ko` mode runs
        // them: it renders each mode afresh, while the capture above switches the locale only
        // after the English play. A play that looks an element up by an English built-in name
        // fails here. No pictures: those are the project above's.
        plugins: [
          storybookTest({
            configDir: storybookDir,
            tags: { include: [KOREAN_TAG] },
            initialGlobals: { ...allModes.ko },
          }),
        ],
        test: {
          name: 'storybook-ko',
          ...storyRun,
          setupFiles: [path.join(storybookDir, 'no-motion.setup.ts')],
          testTimeout: 30_000,
          browser: storyBrowser(),
        },
      },
    ],
  },
});
