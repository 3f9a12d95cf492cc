import { Scanner } from '@tailwindcss/oxide';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TailwindMergeModule from 'tailwind-merge';

/**
 * Which of tailwind-merge's class groups the portal's classes fall into. tailwind-merge knows
 * every group Tailwind has (~380); a class can only conflict with another if both have CSS, and
 * Tailwind writes CSS only for the classes it finds in the app's files. So the groups that none
 * of those classes falls into can never take part in a merge here (tailwind-merge-trim-plugin.ts).
 */

const portalDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * A package's folder as Node finds it from the portal. Its entry need not exist yet: the design
 * system's `dist` is built after the unit tests run, and the dev server never builds it.
 */
function packageDir(name: string): string {
  const requireFromPortal = createRequire(path.join(portalDir, 'package.json'));
  for (const folder of requireFromPortal.resolve.paths(name) ?? []) {
    const candidate = path.join(folder, name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
  }
  throw new Error(`${name} is not installed where the portal can find it (${portalDir}).`);
}

const designSystemDir = packageDir('@ccnets/design-system');
const requireFromDesignSystem = createRequire(path.join(designSystemDir, 'package.json'));

/**
 * The folder of the tailwind-merge the design system's cn() imports: the copy the bundle holds,
 * whatever version the portal itself could resolve.
 */
export const TAILWIND_MERGE_DIR = path.resolve(
  requireFromDesignSystem.resolve('tailwind-merge'),
  '../..', // …/tailwind-merge/dist/bundle-cjs.js: the package does not export its package.json
);

/**
 * Where the classes the portal renders are written: its own code, the product facts, its blocks
 * (portal-ui, read as source; styles.css names it in `@source`), and the design system's source,
 * which is what Tailwind reads for them (its tokens.css says `@source '../'`) and what its build
 * is compiled from.
 */
export const CLASS_SOURCES = [
  { base: path.join(portalDir, 'src'), pattern: '**/*' },
  { base: portalDir, pattern: 'index.html' },
  { base: path.join(designSystemDir, 'src'), pattern: '**/*' },
  { base: path.join(packageDir('@remoterl/portal-ui'), 'src'), pattern: '**/*' },
  { base: packageDir('@remoterl/product'), pattern: 'src/**/*' },
];

/**
 * Every class candidate in `sources`, found by Tailwind's own scanner: the strings Tailwind would
 * write CSS for, and words that only look like them (harmless: a word that is no class keeps
 * no group).
 */
export function classCandidates(
  sources: readonly { base: string; pattern: string }[] = CLASS_SOURCES,
): string[] {
  return new Scanner({ sources: sources.map((source) => ({ ...source, negated: false })) }).scan();
}

type TailwindMerge = typeof TailwindMergeModule;
/** A config of any class groups and theme scales, as createTailwindMerge takes. */
type Config = TailwindMergeModule.Config<string, string>;

/** tailwind-merge as the bundle has it, loaded in Node. */
export function loadTailwindMerge(): TailwindMerge {
  return requireFromDesignSystem('tailwind-merge') as TailwindMerge;
}

/**
 * The default config with every theme scale also accepting any value: an app may extend a scale
 * with names of its own, and a class using such a name must still count for its group.
 */
function withOpenScales({ validators }: TailwindMerge, config: Config): Config {
  const theme = Object.fromEntries(
    Object.entries(config.theme).map(([key, scale]) => [key, [...scale, validators.isAny]]),
  );
  return { ...config, theme } as Config;
}

/**
 * The names of tailwind-merge's default class groups that at least one of `candidates` falls into.
 * A group counts when it recognises a candidate on its own, so a candidate that several groups
 * could take keeps all of them, and the group tailwind-merge picks for it stays the same.
 */
export function classGroupsInUse(
  candidates: readonly string[],
  tailwindMerge = loadTailwindMerge(),
): Set<string> {
  const config = withOpenScales(tailwindMerge, tailwindMerge.getDefaultConfig());
  const noGroups = {
    ...config,
    classGroups: {},
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
  };
  // A merge drops the first of two equal classes only when it knows their group.
  const recognises = (merge: (classes: string) => string, candidate: string) =>
    merge(`${candidate} ${candidate}`) === candidate;
  // Arbitrary properties (`[mask-type:luminance]`) are recognised without any group.
  const withoutGroups = tailwindMerge.createTailwindMerge(() => noGroups);
  const all = tailwindMerge.createTailwindMerge(() => config);
  const classes = candidates.filter(
    (candidate) => recognises(all, candidate) && !recognises(withoutGroups, candidate),
  );

  const inUse = new Set<string>();
  for (const [group, definitions] of Object.entries(config.classGroups)) {
    const only = tailwindMerge.createTailwindMerge(() => ({
      ...noGroups,
      classGroups: { [group]: definitions },
    }));
    if (classes.some((candidate) => recognises(only, candidate))) inUse.add(group);
  }
  return inUse;
}
