// The package's public entry points, read from the entry files so that they list them: the root
// entry (src/index.ts) and the forms entry (src/forms/index.ts, kept out of the root because the
// forms need optional peer dependencies), and one subpath per folder either re-exports
// (`@ccnets/design-system/button` for `./components/button`). The build, the exports-map test
// and the consumer checks all use this.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Entry files: their subpath, and the folder their re-exports are relative to. */
const ENTRY_FILES = [
  { subpath: '.', name: 'index', folder: '' },
  { subpath: './forms', name: 'forms/index', folder: 'forms' },
  // The package's own icons (Lucide's shapes, server-safe), one entry without a subpath per
  // module: a site imports them by name from `@ccnets/design-system/icons`.
  { subpath: './icons', name: 'icons/index', folder: 'icons', modules: false },
];

/** `{ subpath, source, dist, types }` for each entry file and each runtime re-export in one. */
export function publicEntries() {
  return ENTRY_FILES.flatMap(({ subpath, name, folder, modules: withModules = true }) => {
    if (!withModules) return [entry(subpath, name)];
    const index = readFileSync(path.join(packageDir, 'src', `${name}.ts`), 'utf8');
    // Type-only re-exports (`export type { … }`) bring no module of their own.
    const modules = [...index.matchAll(/^export (?!type\b)[^;]*?from '\.\/([\w/-]+)';/gm)].map((match) =>
      path.posix.join(folder, match[1]),
    );
    return [
      entry(subpath, name),
      ...modules.map((modulePath) => {
        // A folder re-exports through its index; a single file (lib/cn) is its own module.
        const isFile = /\.tsx?$/.test(resolveSource(modulePath));
        return entry(`./${path.basename(modulePath)}`, isFile ? modulePath : `${modulePath}/index`);
      }),
    ];
  });
}

function resolveSource(modulePath) {
  for (const candidate of [`${modulePath}.ts`, `${modulePath}.tsx`]) {
    try {
      readFileSync(path.join(packageDir, 'src', candidate));
      return candidate;
    } catch {
      // not this one
    }
  }
  return modulePath;
}

function entry(subpath, modulePath) {
  const source = resolveSource(modulePath);
  return {
    subpath,
    name: modulePath,
    source: `./src/${source}`,
    dist: `./dist/${modulePath}.js`,
    types: `./dist/${modulePath}.d.ts`,
  };
}
