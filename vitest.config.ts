import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Debian's Chromium is the browser here (Playwright cannot download its own on these
 * machines). CHROMIUM_PATH overrides it; with neither, Playwright's own browser is used.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (process.platform === 'linux' ? '/usr/bin/chromium' : undefined);
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
          ],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(rootDir, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(rootDir, '.storybook/vitest.setup.ts')],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath && fsExists(chromiumPath) ? chromiumPath : undefined,
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

function fsExists(file: string): boolean {
  try {
    return process.getBuiltinModule('node:fs').statSync(file).isFile();
  } catch {
    return false;
  }
}
