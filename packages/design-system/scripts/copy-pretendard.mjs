// Copies the Pretendard files the design system serves from the `pretendard` package (a
// devDependency, pinned in the lockfile) into src/styles/pretendard/, which the package ships.
//   node scripts/copy-pretendard.mjs      (after upgrading `pretendard`)
//
// Why copies and not a dependency: the `pretendard` package is 98 MB installed (1,826 files:
// every format, static weights, Japanese and government cuts), and the faces need 92 of its
// files, 3.1 MB. Depending on it would make every install of the design system 98 MB heavier;
// copying the 92 files adds 3.1 MB to the tarball instead. Inter and JetBrains Mono come from
// their @fontsource-variable packages (1.3 MB and 0.3 MB installed), which are dependencies.
// src/styles/pretendard-copies.test.ts fails when the copies and the package differ.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageDir } from './public-entries.mjs';

export const copiesDir = path.join(packageDir, 'src/styles/pretendard');
export const pretendardDir = path.dirname(
  createRequire(path.join(packageDir, 'package.json')).resolve('pretendard/package.json'),
);
const facesDir = 'dist/web/variable/woff2-dynamic-subset';

/** Each copy, as `{ from, to }` paths relative to the package and to src/styles/pretendard/. */
export function pretendardCopies() {
  return [
    { from: 'dist/LICENSE.txt', to: 'LICENSE.txt' },
    {
      from: 'dist/web/variable/pretendardvariable-dynamic-subset.css',
      to: 'pretendardvariable-dynamic-subset.css',
    },
    ...readdirSync(path.join(pretendardDir, facesDir))
      .filter((file) => file.endsWith('.woff2'))
      .map((file) => ({ from: `${facesDir}/${file}`, to: `woff2-dynamic-subset/${file}` })),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(copiesDir, { recursive: true, force: true });
  for (const { from, to } of pretendardCopies()) {
    mkdirSync(path.dirname(path.join(copiesDir, to)), { recursive: true });
    copyFileSync(path.join(pretendardDir, from), path.join(copiesDir, to));
  }
  console.log(`Copied ${pretendardCopies().length} files to ${path.relative(packageDir, copiesDir)}/`);
}
