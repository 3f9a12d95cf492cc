// The package's public entry points, read from src/index.ts so that one file lists them: the root
// entry, and one subpath per folder it re-exports (`@ccnets/design-system/button` for
// `./components/button`). The build, the exports-map test and the consumer checks all use this.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `{ subpath, source, dist, types }` for `.` and each runtime re-export in src/index.ts. */
export function publicEntries() {
  const index = readFileSync(path.join(packageDir, 'src/index.ts'), 'utf8');
  // Type-only re-exports (`export type { … }`) bring no module of their own.
  const modules = [...index.matchAll(/^export (?!type\b)[^;]*?from '\.\/([\w/-]+)';/gm)].map(
    (match) => match[1],
  );
  return [
    entry('.', 'index'),
    ...modules.map((modulePath) => {
      // A folder re-exports through its index; a single file (lib/cn) is its own module.
      const isFile = /\.tsx?$/.test(resolveSource(modulePath));
      return entry(`./${path.basename(modulePath)}`, isFile ? modulePath : `${modulePath}/index`);
    }),
  ];
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
