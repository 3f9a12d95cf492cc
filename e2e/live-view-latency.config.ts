import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * `pnpm measure:live-view`: a measurement, not a test (issue 23: "a change reaches an open page
 * within 2 s"). The same stack as the end-to-end suite (build the portal first), but only
 * e2e/measure/*.measure.ts, one worker, no retries, and room for many samples.
 */
export default defineConfig({
  ...suite,
  testMatch: 'measure/**/*.measure.ts',
  workers: 1,
  retries: 0,
  failOnFlakyTests: false,
  timeout: 15 * 60_000,
  reporter: 'list',
});
