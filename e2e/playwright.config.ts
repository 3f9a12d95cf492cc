import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { TARGETS } from '../hosting/site';
import { SERVICE_NODE_FLAGS } from '../packages/dev-backend/src/service-node-flags';
import type { EngineName } from './engines/drivers';
import { tlsKeyIn } from './support/tls-key';
import {
  AUTH_EMULATOR_URL,
  BACKEND_URL,
  OUTBOX_TOKEN,
  PORTAL_URL,
  TLS_BACKEND_URL,
  TLS_PORTAL_URL,
} from './support/urls';

/**
 * End-to-end suite: the built portal (`vite build --mode e2e`) served by the Firebase Hosting
 * emulator with the headers and rewrites generated for it (hosting/, firebase.e2e.json), the
 * dev backend and the Firebase Auth emulator, in Chromium. Run from the repository root:
 *   pnpm --filter @remoterl/portal-app build:e2e && playwright test -c e2e/playwright.config.ts
 */
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const CI = Boolean(process.env.CI);

// Debian's Chromium here (Playwright cannot download its own on these machines); elsewhere
// an empty CHROMIUM_PATH falls back to Playwright's browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? (process.platform === 'linux' ? '/usr/bin/chromium' : '');

// A fresh store per run, so earlier runs' accounts, orders and mail never leak into this one.
const backendDataDir = process.env.E2E_BACKEND_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'remoterl-e2e-'));
process.env.E2E_BACKEND_DATA_DIR = backendDataDir; // worker processes re-evaluate this file

// The TLS front's key (support/tls-key.ts), made once per checkout and trusted by the browser.
// Kept in the checkout rather than per run: locally Playwright reuses a TLS front left running
// by an earlier run, and that front must hold the key this run's browser trusts.
const tlsDir = process.env.E2E_TLS_DIR ?? path.join(rootDir, 'node_modules/.cache/remoterl-e2e-tls');
process.env.E2E_TLS_DIR = tlsDir;
const tlsKey = tlsKeyIn(tlsDir);

// Results per run, so two suites started at once on a shared machine do not delete each
// other's traces (Playwright empties its output folder when it starts).
const runId = process.env.E2E_RUN_ID ?? `${Date.now().toString(36)}-${process.pid}`;
process.env.E2E_RUN_ID = runId;

export default defineConfig<object, { engine: EngineName }>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(rootDir, 'test-results/e2e', runId),
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A test that passes only on its retry still fails the run: flakes are reported, not hidden.
  failOnFlakyTests: CI,
  globalSetup: './support/global-setup.ts',
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
        // Reports of the Reporting API (CSP report-to) go out within a second, not a minute.
        '--short-reporting-delay',
        `--ignore-certificate-errors-spki-list=${tlsKey.spkiHash}`,
      ],
    },
  },
  projects: [
    { name: 'chromium' },
    // The smoke suite in the other engines users have (e2e/engines/, docs/decisions.md, "Browser
    // engines"): driven by Puppeteer (Firefox ESR, WebDriver BiDi) and WebdriverIO (WebKitGTK).
    { name: 'firefox-esr', testMatch: 'engines/**/*.engine.ts', use: { engine: 'firefox' } },
    { name: 'webkitgtk', testMatch: 'engines/**/*.engine.ts', use: { engine: 'webkit' } },
  ],
  webServer: [
    {
      // One emulator process (they share the hub and logging ports): Auth, and Hosting serving
      // the e2e build with the config generated from hosting/site.ts for the e2e target.
      name: 'Firebase emulators (auth, hosting)',
      command:
        'node scripts/generate-hosting-config.ts --target e2e && ' +
        `pnpm exec firebase emulators:start --only auth,hosting --project demo-remoterl --config ${TARGETS.e2e.configFile}`,
      cwd: rootDir,
      // Hosting answers last; global-setup.ts then also waits for the Auth emulator.
      url: PORTAL_URL,
      reuseExistingServer: !CI,
      // The emulator compiles its validators at start-up; slow on a busy machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'dev backend',
      command: ['node', ...SERVICE_NODE_FLAGS, 'packages/dev-backend/src/main.ts'].join(' '),
      cwd: rootDir,
      url: `${BACKEND_URL}/healthz`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      env: {
        HOST,
        PORT: new URL(BACKEND_URL).port,
        NODE_ENV: 'development',
        FIREBASE_AUTH_EMULATOR_HOST: new URL(AUTH_EMULATOR_URL).host,
        // The TLS front's portal too: the Reporting API's uploads come with its origin.
        PORTAL_ORIGIN: `${PORTAL_URL},${TLS_PORTAL_URL}`,
        DEV_BACKEND_ALLOW_RESET: '1',
        DEV_BACKEND_DATA_DIR: backendDataDir,
        // Parallel tests share one client address; the 429 path is tested by routing.
        MAIL_RATE_LIMIT: '200',
        MAIL_OUTBOX_TOKEN: OUTBOX_TOKEN,
        // One real second meters ten minutes: a session of seconds costs a visible cent or more,
        // and a Free account's 1 GB still lasts a trainer a real minute.
        SESSION_CLOCK_RATE: '600',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'TLS front (portal, backend)',
      command: 'node e2e/support/tls-front.ts',
      cwd: rootDir,
      // Answers once the backend behind it does.
      url: `${TLS_BACKEND_URL}/healthz`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !CI,
      timeout: 60_000,
      env: { E2E_TLS_DIR: tlsDir },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
