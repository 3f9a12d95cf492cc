import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { writeE2eHostingConfig } from './support/hosting-config';
import { BACKEND_URL, PORTAL_URL } from './support/urls';

/**
 * End-to-end suite: the built portal (`pnpm build`: prerendered pages plus the SPA shell, in
 * packages/portal-app/dist) served by the Firebase Hosting emulator with production's
 * rewrites and headers (firebase.json, see support/hosting-config.ts), the dev backend and the Firebase Auth emulator, in
 * Chromium. Run from the repository root:
 *   pnpm --filter @remoterl/portal-app build && playwright test -c e2e/playwright.config.ts
 */
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const AUTH_EMULATOR_HOST = `${HOST}:19099`;
const CI = Boolean(process.env.CI);
const firebaseConfig = path.relative(rootDir, writeE2eHostingConfig(rootDir));

// Debian's Chromium here (Playwright cannot download its own on these machines); elsewhere
// an empty CHROMIUM_PATH falls back to Playwright's browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? (process.platform === 'linux' ? '/usr/bin/chromium' : '');

// A fresh store per run, so earlier runs' accounts, orders and mail never leak into this one.
const backendDataDir = process.env.E2E_BACKEND_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'remoterl-e2e-'));
process.env.E2E_BACKEND_DATA_DIR = backendDataDir; // worker processes re-evaluate this file

// Results per run, so two suites started at once on a shared machine do not delete each
// other's traces (Playwright empties its output folder when it starts).
const runId = process.env.E2E_RUN_ID ?? `${Date.now().toString(36)}-${process.pid}`;
process.env.E2E_RUN_ID = runId;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(rootDir, 'test-results/e2e', runId),
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 2 : 4,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(rootDir, 'playwright-report') }]]
    : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: PORTAL_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // One emulator process (they share the hub's pinned port). Hosting starts after Auth,
      // so the portal answering means both are up.
      name: 'Auth and Hosting emulators',
      command: `pnpm exec firebase emulators:start --only auth,hosting --project demo-remoterl --config ${firebaseConfig}`,
      cwd: rootDir,
      url: PORTAL_URL,
      reuseExistingServer: !CI,
      // The emulator compiles its validators at start-up; slow on a busy machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'dev backend',
      command: 'node packages/dev-backend/src/main.ts',
      cwd: rootDir,
      url: `${BACKEND_URL}/healthz`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      env: {
        HOST,
        PORT: '18787',
        NODE_ENV: 'development',
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        PORTAL_ORIGIN: PORTAL_URL,
        DEV_BACKEND_ALLOW_RESET: '1',
        DEV_BACKEND_DATA_DIR: backendDataDir,
        // Parallel tests share one EmailJS public key; the 429 path is tested by routing.
        MAIL_RATE_LIMIT: '200',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
