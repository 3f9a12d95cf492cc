import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { otherBrowserMessage, sameBaselineBrowser } from './baseline-browser';
import { chromiumPath } from './chromium';
import { REVIEW_DIR } from './review-commands';

/** Where the baselines' browser is recorded, relative to the repository root. */
export const BASELINE_BROWSER_FILE = '.storybook/visual/baseline-browser.json';
/** Set by `pnpm test:visual:update` (accept.ts without a filter): record this run's browser. */
export const RECORD_BROWSER_ENV = 'VISUAL_BASELINES_RECORD_BROWSER';

/**
 * Before a story run: stop at once when this browser is not the one that made the baselines
 * (keeping the last review), else clear the pictures and the review of the previous run, so
 * nothing stale is reviewed.
 */
export default async function setup(project: TestProject) {
  const root = project.config.root;
  const current = await browserVersion();
  const recordFile = path.join(root, BASELINE_BROWSER_FILE);
  if (process.env[RECORD_BROWSER_ENV] === '1') {
    writeFileSync(recordFile, `${JSON.stringify({ browser: current }, null, 2)}\n`);
    return;
  }
  const recorded = existsSync(recordFile)
    ? (JSON.parse(readFileSync(recordFile, 'utf8')) as { browser: string }).browser
    : undefined;
  if (recorded && !sameBaselineBrowser(recorded, current)) {
    const error = new Error(otherBrowserMessage(recorded, current, BASELINE_BROWSER_FILE));
    error.name = 'OtherBrowser';
    // The message says everything; Vitest's frames of its own set-up would only bury it.
    error.stack = `${error.name}: ${error.message}`;
    throw error;
  }
  // Only now, so a run refused above keeps the last review. Accepting compares nothing: the
  // review of the last run stays for the stories still to accept.
  if (project.config.snapshotOptions.updateSnapshot !== 'all') {
    rmSync(path.join(root, '.vitest/attachments'), { recursive: true, force: true });
    rmSync(path.join(root, REVIEW_DIR), { recursive: true, force: true });
  }
}

async function browserVersion(): Promise<string> {
  const executable = chromiumPath ?? (await import('playwright')).chromium.executablePath();
  // stderr ignored: Debian's launcher script complains there about the size of /dev/shm.
  return execFileSync(executable, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}
