import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumPath } from './.storybook/visual/chromium.ts';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

export default defineConfig({
  test: {
    // The visual review of every story run (.vitest/visual-review/index.html).
    reporters: ['default', './.storybook/visual/review-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/design-system/src/**/*.test.{ts,tsx}',
            'packages/portal-app/src/**/*.test.{ts,tsx}',
            'packages/portal-app/build/**/*.test.ts',
            'packages/product/src/**/*.test.ts',
            'packages/remoterl-cli/src/**/*.test.ts',
            'hosting/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(rootDir, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(rootDir, '.storybook/vitest.setup.ts')],
          // Clears the last run's pictures and stops a run on another browser than the baselines'.
          globalSetup: [path.join(rootDir, '.storybook/visual/global-setup.ts')],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: chromiumArgs,
              },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Colour-strict on purpose: the default threshold (0.1) let a one-shade change of the brand
                // colour pass (here such a change differs in thousands of pixels). The few pixels allowed
                // absorb Chromium's run-to-run anti-aliasing of rounded corners (3-10 pixels seen).
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 24 },
              },
            },
          },
        },
      },
    ],
  },
});
