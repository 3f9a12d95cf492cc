import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * Measurements, not tests, on the same stack as the end-to-end suite (build the portal first):
 * `pnpm measure:live-view` (issue 23: "a change reaches an open page within 2 s") and
 * `pnpm bench:plan-modal` (issue 38: the Plan modal's interaction latency). Only
 * e2e/measure/*.measure.ts, in Chromium, one worker, no retries, and room for many samples.
 */
export default defineConfig({
  ...suite,
  testMatch: 'measure/**/*.measure.ts',
  workers: 1,
  retries: 0,
  failOnFlakyTests: false,
  timeout: 15 * 60_000,
  reporter: 'list',
  projects: [{ name: 'chromium' }],
});
