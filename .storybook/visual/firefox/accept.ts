#!/usr/bin/env node
import { spawnSync } from 'node:child_process';

/*
 * Accepts Firefox's new pictures as its baselines, as `node .storybook/visual/accept.ts` does
 * Chromium's, from a fresh static Storybook:
 *   node .storybook/visual/firefox/accept.ts                               every selected story (pnpm test:visual:firefox:update)
 *   node .storybook/visual/firefox/accept.ts <story file or folder> ['<story name>']
 * Only a full run records the Firefox as the baselines' (firefox/baseline-browser.json). It
 * lists the files it wrote: look at each before committing it.
 */

const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

const built = run('pnpm', ['build-storybook']);
if (built !== 0) process.exit(built);
process.exit(
  run(process.execPath, ['.storybook/visual/firefox/run.ts', '--accept', ...process.argv.slice(2)]),
);
