// Writes dist's type declarations beside the preserved modules: one .d.ts per source module,
// from `tsc`. The sources import without extensions (bundler resolution), and tsc keeps the
// specifiers as written; Node's ESM resolution (`moduleResolution: node16`/`nodenext` in an
// adopter's tsconfig) needs the file itself, so each relative specifier gets the `.js` or
// `/index.js` that the build wrote.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageDir } from './public-entries.mjs';

const require = createRequire(path.join(packageDir, 'package.json'));
const tsc = require.resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: packageDir, stdio: 'inherit' });

const distDir = path.join(packageDir, 'dist');
const RELATIVE_SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

function withExtension(fromFile, specifier) {
  if (/\.(js|css)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(distDir, fromFile)}: cannot resolve ${specifier}`);
}

for (const file of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
  if (!file.isFile() || !file.name.endsWith('.d.ts')) continue;
  const filePath = path.join(file.parentPath, file.name);
  const declarations = readFileSync(filePath, 'utf8');
  const rewritten = declarations.replace(
    RELATIVE_SPECIFIER,
    (_match, prefix, quote, specifier) => `${prefix}${quote}${withExtension(filePath, specifier)}${quote}`,
  );
  if (rewritten !== declarations) writeFileSync(filePath, rewritten);
}
