import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfiguration } from 'chromatic/node';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import preview from '../preview';
import { brandNames } from '../../packages/design-system/src/tokens';
import { allModes, KOREAN_TAG, koreanMode } from '../modes';
import { storyGlobs } from '../story-files';
import { readStoryMeta } from './story-meta-source';

/*
 * Chromatic cannot be reached from here, so its set-up is checked as configuration: the file
 * its CLI reads, the workflow that runs it, and the modes the stories give it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('Chromatic', () => {
  it('reads a valid config file with TurboSnap and a check that blocks on unreviewed changes', async () => {
    // Chromatic's own parser: unknown or mistyped options fail here as they would in CI.
    const config = await getConfiguration(path.join(root, 'chromatic.config.json'));
    expect(config.onlyChanged).toBe(true);
    // Without these the CLI waits for the build and exits non-zero while a change is unreviewed.
    expect(config.exitZeroOnChanges).toBeUndefined();
    expect(config.exitOnceUploaded).toBeUndefined();
    // Squash and rebase merges land commits Chromatic never built; main takes what its
    // pull request had accepted.
    expect(config.autoAcceptChanges).toBe('main');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts[config.buildScriptName!]).toMatch(/^storybook build/);
    // TurboSnap follows the module graph; the stylesheets reach stories outside it.
    expect(config.externals).toEqual(
      expect.arrayContaining(['packages/design-system/src/styles/**', '.storybook/preview.css']),
    );
  });

  it('runs on every push with the whole history, as TurboSnap and the baselines need', () => {
    const workflow = parse(read('.github/workflows/chromatic.yml')) as {
      on: unknown;
      jobs: Record<string, { steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }>;
    };
    // Pushes of every branch, and no pull_request builds of GitHub's merge commits.
    expect(workflow.on).toBe('push');
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    expect(steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
    expect(steps.some((step) => step.run === 'pnpm chromatic')).toBe(true);
  });

  it('snapshots every story in light and dark in every brand, and the tagged ones in Korean too', () => {
    expect(preview.parameters?.chromatic).toEqual({
      modes: {
        light: allModes.light,
        dark: allModes.dark,
        'ccnets-light': allModes['ccnets-light'],
        'ccnets-dark': allModes['ccnets-dark'],
      },
    });
    // A brand added to the design system gets its modes here, or this fails.
    const brandsWithModes = Object.values(allModes).map((mode) =>
      'brand' in mode ? mode.brand : brandNames[0],
    );
    expect([...new Set(brandsWithModes)].sort()).toEqual([...brandNames].sort());
    expect(koreanMode).toEqual({ chromatic: { modes: { ko: allModes.ko } } });
    const storyFiles = globSync(storyGlobs, { cwd: root, exclude: (name) => name === '__screenshots__' });
    const mismatched = storyFiles.filter((file) => {
      const meta = readStoryMeta(path.join(root, file));
      return meta.tags.includes(KOREAN_TAG) !== meta.parameterSpreads.includes('koreanMode');
    });
    expect(
      mismatched,
      `each meta with tags: ['${KOREAN_TAG}'] spreads ...koreanMode into its parameters, and no other`,
    ).toEqual([]);
  });

  it('is told to skip a story by its own parameter, which the local capture honours too', () => {
    const sources = globSync(storyGlobs, { cwd: root, exclude: (name) => name === '__screenshots__' }).map(
      read,
    );
    expect(sources.filter((source) => source.includes('visual: {'))).toEqual([]);
    expect(sources.filter((source) => source.includes('disableSnapshot: true')).length).toBeGreaterThan(0);
  });
});
