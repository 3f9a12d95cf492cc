import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classCandidates, classGroupsInUse, loadTailwindMerge } from './tailwind-merge-groups.ts';
import { keepClassGroups, TAILWIND_MERGE_MODULE } from './tailwind-merge-trim-plugin.ts';

type TailwindMerge = ReturnType<typeof loadTailwindMerge>;

const full = loadTailwindMerge();
let folder: string;
let source: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tailwind-merge-trim-'));
  source = await readFile(TAILWIND_MERGE_MODULE, 'utf8');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** tailwind-merge as the portal's bundle gets it, with only `keep` left of its default groups. */
async function trimmedTailwindMerge(keep: ReadonlySet<string>): Promise<TailwindMerge> {
  const trimmed = keepClassGroups(source, keep);
  if (!trimmed) throw new Error("keepClassGroups did not recognise tailwind-merge's module.");
  const file = path.join(folder, `bundle-${keep.size}.mjs`);
  // The copy sits away from the module's source map, so it goes without the map's comment.
  await writeFile(file, trimmed.toString().replace(/^\/\/# sourceMappingURL=.*$/m, ''));
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as TailwindMerge;
}

describe('keepClassGroups', () => {
  it('leaves only the kept groups in the default config, and only their names in the conflict lists', async () => {
    const trimmed = await trimmedTailwindMerge(new Set(['p', 'px', 'display']));
    const config = trimmed.getDefaultConfig();
    expect(Object.keys(config.classGroups).sort()).toEqual(['display', 'p', 'px']);
    expect(config.conflictingClassGroups).toEqual({ p: ['px'], px: [] });
    expect(trimmed.twMerge('px-4 p-2 block flex')).toBe('p-2 flex');
    // A class of a removed group is passed through, as any class tailwind-merge does not know.
    expect(trimmed.twMerge('m-2 m-4')).toBe('m-2 m-4');
  });

  it('refuses a module that is not shaped as it expects, for the plugin to fail the build', () => {
    expect(keepClassGroups('export const getDefaultConfig = () => ({});', new Set(['p']))).toBeNull();
    expect(keepClassGroups('export const twMerge = () => "";', new Set(['p']))).toBeNull();
  });
});

describe('classGroupsInUse', () => {
  it('counts the groups classes fall into, modifiers and all', () => {
    const groups = classGroupsInUse(['md:hover:px-4', 'flex', 'not-a-class']);
    expect([...groups].sort()).toEqual(['display', 'px']);
  });

  it('counts a class that names a value an app could add to a theme scale', () => {
    // `blur-brand` is Tailwind's blur with a theme value an app defines; the default scale has
    // only t-shirt sizes.
    expect(classGroupsInUse(['blur-brand']).has('blur')).toBe(true);
  });

  it('counts no group for an arbitrary property, which tailwind-merge handles without one', () => {
    expect(classGroupsInUse(['[mask-type:luminance]']).size).toBe(0);
  });
});

describe("the portal's classes", () => {
  it('merge the same with the trimmed config as with the whole one, every pair in both orders', async () => {
    const candidates = classCandidates();
    const trimmed = await trimmedTailwindMerge(classGroupsInUse(candidates));
    // Classes tailwind-merge does not recognise are passed through by both, unchanged.
    const classes = candidates.filter((candidate) => full.twMerge(`${candidate} ${candidate}`) === candidate);
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of classes)
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (trimmed.twMerge(pair) !== full.twMerge(pair)) differences.push(pair);
      }
    expect(differences).toEqual([]);
    // The trim is worth having: most groups go.
    expect(Object.keys(trimmed.getDefaultConfig().classGroups).length).toBeLessThan(
      Object.keys(full.getDefaultConfig().classGroups).length / 2,
    );
  }, 60_000);
});
