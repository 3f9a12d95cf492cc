import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { chromium } from 'playwright';
import type { TestProject } from 'vitest/node';
import { otherBrowserMessage, sameBaselineBrowser } from './baseline-browser';
import { chromiumPath } from './chromium';
import { REVIEW_DIR } from './review-commands';
import { BASELINES_DIR_ENV, QUARANTINE_TOLERANCE, toleranceOf } from './tolerance';

/** Where the baselines' browser is recorded, relative to the repository root. */
export const BASELINE_BROWSER_FILE = '.storybook/visual/baseline-browser.json';
/** Set by `pnpm test:visual:update` (accept.ts without a filter): record this run's browser. */
export const RECORD_BROWSER_ENV = 'VISUAL_BASELINES_RECORD_BROWSER';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Why this run compares no picture (another browser than the baselines'), or '' when it compares them. */
    visualRefusal: string;
    /** Pixels a quarantined story's capture may differ by in this run (quarantine.ts). */
    quarantinePixels: number;
  }
}

/**
 * Before a story run. When this browser is not the one that made the baselines, the run is
 * refused its pictures only: the stories still render and run their play functions, axe,
 * Hangul and brand checks, no capture is compared, the last review stays, and the review
 * reporter fails the run with the refusal (it asks baselineRefusal too). Otherwise the pictures
 * and review of the previous run are cleared, so nothing stale is reviewed.
 */
export default async function setup(project: TestProject) {
  const root = project.config.root;
  project.provide('quarantinePixels', toleranceOf(QUARANTINE_TOLERANCE).allowedMismatchedPixels);
  if (process.env[RECORD_BROWSER_ENV] === '1') {
    writeFileSync(
      path.join(root, BASELINE_BROWSER_FILE),
      `${JSON.stringify({ browser: browserVersion() }, null, 2)}\n`,
    );
    project.provide('visualRefusal', '');
    return;
  }
  const refusal = baselineRefusal(root);
  project.provide('visualRefusal', refusal ?? '');
  // Accepting compares nothing: the review of the last run stays for the stories still to accept.
  if (refusal || project.config.snapshotOptions.updateSnapshot === 'all') return;
  rmSync(path.join(root, '.vitest/attachments'), { recursive: true, force: true });
  rmSync(path.join(root, REVIEW_DIR), { recursive: true, force: true });
}

/** The message refusing this run's pictures, or undefined when this browser made the baselines. */
export function baselineRefusal(root: string): string | undefined {
  if (process.env[RECORD_BROWSER_ENV] === '1') return undefined;
  // The determinism run compares this browser's renders with each other only.
  if (process.env[BASELINES_DIR_ENV]) return undefined;
  const recordFile = path.join(root, BASELINE_BROWSER_FILE);
  if (!existsSync(recordFile)) return undefined;
  const recorded = (JSON.parse(readFileSync(recordFile, 'utf8')) as { browser: string }).browser;
  const current = browserVersion();
  return sameBaselineBrowser(recorded, current)
    ? undefined
    : otherBrowserMessage(recorded, current, BASELINE_BROWSER_FILE);
}

let version: string | undefined;

function browserVersion(): string {
  // Playwright's own browser when no Debian Chromium is installed (chromium.ts).
  const executable =
    chromiumPath ??
    (createRequire(import.meta.url)('playwright') as { chromium: typeof chromium }).chromium.executablePath();
  // stderr ignored: Debian's launcher script complains there about the size of /dev/shm.
  version ??= execFileSync(executable, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  return version;
}
