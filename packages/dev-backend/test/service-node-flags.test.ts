// The backend's V8 flags (src/service-node-flags.ts; docs/decisions.md, "The backend holds its
// young generation"): that `pnpm start` passes them, and that this Node does with them what the
// decision counts on.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEMI_SPACE_MB, SERVICE_NODE_FLAGS, startedWithServiceFlags } from '../src/service-node-flags.ts';

/** Allocates `mb` of short-lived objects, some kept a while, then prints the young generation's size. */
const churnThenNewSpaceSize = (mb: number) => `
  const kept = [];
  for (let i = 0; i < ${mb} * 1024; i++) {
    const chunk = new Array(128).fill(i);
    if (i % 64 === 0) kept.push(chunk);
    if (kept.length > 512) kept.shift();
  }
  const v8 = require('node:v8');
  console.log(v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size);
`;

const newSpaceMb = (flags: readonly string[], churnMb: number) => {
  const run = spawnSync(process.execPath, [...flags, '-e', churnThenNewSpaceSize(churnMb)], {
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim()) / 2 ** 20;
};

describe('the service V8 flags', () => {
  it('are what `pnpm start` passes', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toBe(`node ${SERVICE_NODE_FLAGS.join(' ')} src/main.ts`);
  });

  it('hold the young generation from the start, through allocation bursts', () => {
    expect(newSpaceMb(SERVICE_NODE_FLAGS, 0)).toBe(SEMI_SPACE_MB);
    // Grown once under load (Node's builds have no pointer compression, so V8 doubles the ceiling).
    expect(newSpaceMb(SERVICE_NODE_FLAGS, 400)).toBe(2 * SEMI_SPACE_MB);
    // Without them V8 starts at a sixteenth of that and sizes it as it goes: what the flags take away.
    expect(newSpaceMb([], 0)).toBeLessThan(SEMI_SPACE_MB);
  });

  it('are recognised among the options a process started with', () => {
    expect(startedWithServiceFlags(['--expose-gc', ...SERVICE_NODE_FLAGS])).toBe(true);
    expect(startedWithServiceFlags(SERVICE_NODE_FLAGS.slice(1))).toBe(false);
    expect(startedWithServiceFlags([])).toBe(false);
  });
});
