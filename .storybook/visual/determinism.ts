#!/usr/bin/env node
/*
 * Does an unchanged commit capture the same pixels every time? Renders every visual story three
 * times per engine into scratch folders (never the committed baselines), each render as its own
 * run, at a tolerance of 0 (so Vitest's wait for a stable picture accepts only two identical
 * screenshots), then compares renders 2 and 3 with render 1, pixel by pixel, colour-strict.
 *
 *   node .storybook/visual/determinism.ts [--engine chromium|firefox] [--renders 3] [--compare-only] [path...]
 *                                                            (pnpm test:visual:determinism)
 * Paths (story files or folders) render only their stories: a quicker local check; the
 * scheduled workflow renders them all.
 *
 * Fails when any capture of a story that is not quarantined differs, when a render errors, or
 * when a render captured another set of pictures than the committed baselines (fails closed).
 * Quarantined stories (quarantine.json) are captured and compared too; their differences are
 * reported, not failed, and a quarantined story that repeated is named so its entry can go.
 * Also says how far each render is from the committed baselines: what a normal run would see.
 * Writes its figures to .vitest/determinism/summary.json and the diffs beside them.
 * docs/decisions.md, "Visual baselines".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { allModes } from '../modes.ts';
import { ENGINES, QUARANTINE, quarantined, type Engine } from './quarantine.ts';
import { BASELINES_DIR_ENV, STABLE_TIMEOUT_ENV, TOLERANCE_ENV, VISUAL_TOLERANCE } from './tolerance.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRATCH_DIR = path.join(root, '.vitest/determinism');
const MODES_LONGEST_FIRST = Object.keys(allModes).sort((a, b) => b.length - a.length);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string', multiple: true },
    renders: { type: 'string', default: '3' },
    // Compare the renders already in the scratch folder again, without rendering.
    'compare-only': { type: 'boolean', default: false },
  },
});
const engines = (values.engine ?? [...ENGINES]) as Engine[];
const renders = Number(values.renders);
const only = positionals.map((filter) => filter.replace(/^\.\//, '').replace(/\/$/, ''));
const missing = only.filter((filter) => !existsSync(path.join(root, filter)));
if (missing.length > 0) {
  // Vitest would take a path that does not exist as no filter at all, and render every story.
  console.error(`No such story file or folder: ${missing.join(', ')}`);
  process.exit(2);
}
if (engines.some((engine) => !ENGINES.includes(engine)) || !(renders >= 2)) {
  console.error(
    `Usage: determinism.ts [--engine ${ENGINES.join('|')}]... [--renders N≥2] [story file or folder]`,
  );
  process.exit(2);
}

/** One capture's name (its baseline's file name) and how it differed from render 1. */
interface CaptureDifference {
  name: string;
  storyId: string;
  render: number;
  /** Differing pixels at threshold 0, or the size change. */
  difference: number | string;
  quarantined: boolean;
}

interface EngineFigures {
  engine: Engine;
  capturesPerRender: number[];
  secondsPerRender: number[];
  comparedPairs: number;
  differing: CaptureDifference[];
  /** Quarantined stories that repeated in every render: their entries may go. */
  quarantineRepeated: string[];
  /** Per render: captures that differ from the committed baselines, and the most pixels of one. */
  vsBaselines: { differing: number; maxPixels: number; over: Record<string, number> }[];
  problems: string[];
}

process.exitCode = await main();

async function main(): Promise<number> {
  if (!values['compare-only']) rmSync(SCRATCH_DIR, { recursive: true, force: true });
  const figures: EngineFigures[] = [];
  for (const engine of engines) figures.push(await measure(engine));
  mkdirSync(SCRATCH_DIR, { recursive: true });
  writeFileSync(path.join(SCRATCH_DIR, 'summary.json'), `${JSON.stringify(figures, null, 2)}\n`);
  return report(figures);
}

async function measure(engine: Engine): Promise<EngineFigures> {
  const figures: EngineFigures = {
    engine,
    capturesPerRender: [],
    secondsPerRender: [],
    comparedPairs: 0,
    differing: [],
    quarantineRepeated: [],
    vsBaselines: [],
    problems: [],
  };
  if (engine === 'firefox' && !values['compare-only']) {
    const build = spawnSync('pnpm', ['build-storybook'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      figures.problems.push('pnpm build-storybook failed.');
      return figures;
    }
  }
  const pictures: Map<string, string>[] = [];
  for (let render = 1; render <= renders; render++) {
    const dir = renderDir(engine, render);
    const started = performance.now();
    console.log(`\n== ${engine}: render ${render} of ${renders} into ${path.relative(root, dir)}`);
    const status = values['compare-only'] ? 0 : runRender(engine, dir);
    figures.secondsPerRender.push(Math.round((performance.now() - started) / 1000));
    if (status !== 0) figures.problems.push(`render ${render} exited with ${status}.`);
    pictures.push(picturesIn(dir));
    figures.capturesPerRender.push(pictures.at(-1)!.size);
  }

  const committed = committedBaselines(engine);
  for (const [index, set] of pictures.entries()) {
    const missing = [...committed.keys()].filter((name) => !set.has(name));
    const extra = [...set.keys()].filter((name) => !committed.has(name));
    if (set.size === 0) figures.problems.push(`render ${index + 1} captured nothing.`);
    else if (missing.length + extra.length > 0) {
      figures.problems.push(
        `render ${index + 1}: ${missing.length} committed baselines not captured (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}), ${extra.length} captures without a baseline (${extra.slice(0, 3).join(', ')}${extra.length > 3 ? '…' : ''}).`,
      );
    }
    figures.vsBaselines.push(versusBaselines(set, committed));
  }

  const [first, ...others] = pictures;
  const differingStories = new Set<string>();
  for (const [offset, set] of others.entries()) {
    for (const name of first!.keys()) {
      const other = set.get(name);
      if (!other) continue;
      figures.comparedPairs += 1;
      const difference = differenceOf(first!.get(name)!, other, engine, name, offset + 2);
      if (difference === 0) continue;
      const storyId = storyIdOf(name, engine);
      differingStories.add(storyId);
      figures.differing.push({
        name,
        storyId,
        render: offset + 2,
        difference,
        quarantined: quarantined(storyId, engine) !== undefined,
      });
    }
  }
  const capturedStories = new Set([...first!.keys()].map((name) => storyIdOf(name, engine)));
  figures.quarantineRepeated = [...capturedStories].filter(
    (storyId) => quarantined(storyId, engine) && !differingStories.has(storyId),
  );
  return figures;
}

function renderDir(engine: Engine, render: number): string {
  return path.join(SCRATCH_DIR, engine, `render-${render}`);
}

/** One render as its own run (Firefox: one a path), writing every capture as a baseline into `dir`. */
function runRender(engine: Engine, dir: string): number {
  const env = {
    ...process.env,
    [TOLERANCE_ENV]: '0',
    [BASELINES_DIR_ENV]: dir,
    // Repeatability, not speed: a busy machine once lost 4 captures to the default 5 s wait.
    [STABLE_TIMEOUT_ENV]: '30000',
  };
  const run = (args: string[]) =>
    spawnSync('pnpm', ['exec', ...args], { cwd: root, stdio: 'inherit', env }).status ?? 1;
  if (engine === 'chromium') {
    return run(['vitest', 'run', '--project', 'storybook', '--update=all', '--testTimeout=180000', ...only]);
  }
  const firefox = [
    'node',
    '.storybook/visual/firefox/run.ts',
    '--accept',
    '--baselines',
    dir,
    '--tolerance',
    '0',
  ];
  if (only.length === 0) return run(firefox);
  return only.reduce((status, filter) => Math.max(status, run([...firefox, filter])), 0);
}

/**
 * Every picture of a folder, by file name (story ids are unique, so names are too). The
 * `.storybook/` stories' pictures sit under a dot folder, which `**` does not enter.
 */
function picturesIn(dir: string): Map<string, string> {
  const files = globSync(['**/*.png', '.storybook/**/*.png'], { cwd: dir });
  return new Map(files.map((file) => [path.basename(file), path.join(dir, file)]));
}

function committedBaselines(engine: Engine): Map<string, string> {
  const files = globSync(
    [
      `.storybook/**/__screenshots__/**/*-${engine}-linux.png`,
      `packages/*/src/**/__screenshots__/**/*-${engine}-linux.png`,
    ],
    { cwd: root, exclude: (name) => name === 'node_modules' },
  );
  // `<folder>/__screenshots__/<story file name>/<picture>` belongs to `<folder>/<story file name>`.
  const storyFile = (file: string) =>
    path.dirname(file).replace(`${path.sep}__screenshots__${path.sep}`, path.sep);
  return new Map(
    files
      .filter((file) => only.length === 0 || only.some((filter) => storyFile(file).startsWith(filter)))
      .map((file) => [path.basename(file), path.join(root, file)]),
  );
}

/**
 * The story a capture's file belongs to: `<story id>-<mode>-<engine>-linux.png`, where the file
 * name folds the id's `--` into one dash (as Vitest does). The folded id is what the report
 * names; a quarantined story is recognised by its folded id.
 */
function storyIdOf(name: string, engine: Engine): string {
  const stem = name.replace(new RegExp(`-${engine}-linux\\.png$`), '');
  const mode = MODES_LONGEST_FIRST.find((candidate) => stem.endsWith(`-${candidate}`));
  const folded = mode ? stem.slice(0, -mode.length - 1) : stem;
  return QUARANTINE.find((entry) => fold(entry.storyId) === folded)?.storyId ?? folded;
}

function fold(storyId: string): string {
  return storyId.replace(/[^\w.-]+/g, '-').replace(/-{2,}/g, '-');
}

/** Differing pixels between two renders of a capture, colour-strict; a diff is kept for any. */
function differenceOf(
  first: string,
  other: string,
  engine: Engine,
  name: string,
  render: number,
): number | string {
  const bytesA = readFileSync(first);
  const bytesB = readFileSync(other);
  if (bytesA.equals(bytesB)) return 0;
  const a = PNG.sync.read(bytesA);
  const b = PNG.sync.read(bytesB);
  if (a.width !== b.width || a.height !== b.height) {
    return `size ${a.width}×${a.height} → ${b.width}×${b.height}`;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0 });
  if (pixels > 0) {
    const diffDir = path.join(SCRATCH_DIR, engine, 'diffs');
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(
      path.join(diffDir, name.replace(/\.png$/, `-render-${render}-diff.png`)),
      PNG.sync.write(diff),
    );
  }
  return pixels;
}

/** How a render compares with the committed baselines, at threshold 0. */
function versusBaselines(set: Map<string, string>, committed: Map<string, string>) {
  let differing = 0;
  let maxPixels = 0;
  const over: Record<string, number> = {};
  for (const [name, file] of set) {
    const baseline = committed.get(name);
    if (!baseline) continue;
    const bytesA = readFileSync(baseline);
    const bytesB = readFileSync(file);
    if (bytesA.equals(bytesB)) continue;
    const a = PNG.sync.read(bytesA);
    const b = PNG.sync.read(bytesB);
    const pixels =
      a.width !== b.width || a.height !== b.height
        ? Number.POSITIVE_INFINITY
        : pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0 });
    if (pixels === 0) continue;
    differing += 1;
    maxPixels = Math.max(maxPixels, pixels);
    if (pixels > VISUAL_TOLERANCE.allowedMismatchedPixels) over[name] = pixels;
  }
  return { differing, maxPixels, over };
}

function report(figures: EngineFigures[]): number {
  let failed = false;
  console.log('\nDeterminism of the visual captures (threshold 0, 0 differing pixels allowed)');
  for (const engine of figures) {
    const counted = engine.differing.filter((entry) => !entry.quarantined);
    const known = engine.differing.filter((entry) => entry.quarantined);
    console.log(
      `\n${engine.engine}: ${renders} renders of ${engine.capturesPerRender.join(' / ')} captures in ${engine.secondsPerRender.join(' / ')} s; ${engine.comparedPairs} pairs compared with render 1; ${counted.length} differ${known.length ? `, and ${known.length} of quarantined stories` : ''}.`,
    );
    for (const entry of engine.differing) {
      console.log(
        `  ${entry.quarantined ? 'quarantined ' : ''}${entry.name} (render ${entry.render}): ${typeof entry.difference === 'number' ? `${entry.difference} pixels` : entry.difference}`,
      );
    }
    for (const [index, vs] of engine.vsBaselines.entries()) {
      const over = Object.entries(vs.over);
      console.log(
        `  render ${index + 1} against the committed baselines: ${vs.differing} captures differ, at most ${vs.maxPixels} pixels; ${over.length} over the run's ${VISUAL_TOLERANCE.allowedMismatchedPixels}${over.length ? `: ${over.map(([name, pixels]) => `${name} (${pixels})`).join(', ')}` : ''}.`,
      );
    }
    for (const storyId of engine.quarantineRepeated) {
      console.log(`  ${storyId} is quarantined but repeated in every render: its entry may go.`);
    }
    for (const problem of engine.problems) console.error(`  ${engine.engine} failed closed: ${problem}`);
    if (counted.length > 0) {
      console.error(
        `  ${engine.engine}: captures that do not repeat. Find the cause; if it cannot be removed, quarantine the story with its cause in .storybook/visual/quarantine.json. Diffs: ${path.relative(root, path.join(SCRATCH_DIR, engine.engine, 'diffs'))}`,
      );
    }
    failed ||= counted.length > 0 || engine.problems.length > 0;
  }
  console.log(`\nFigures: ${path.relative(root, path.join(SCRATCH_DIR, 'summary.json'))}`);
  return failed ? 1 : 0;
}
