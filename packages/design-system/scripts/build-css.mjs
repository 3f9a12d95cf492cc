// Builds dist/styles.css: the compiled stylesheet for apps that do not run Tailwind.
// Tailwind compiles the tokens and every class the components use. The font faces are not
// copied in: styles.css starts with fonts.css's imports, so Inter and JetBrains Mono come from
// their packages in the app's node_modules (its bundler resolves the bare specifiers) and
// Pretendard from the copies the package ships (a relative path).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(packageDir, 'dist');
const require = createRequire(path.join(packageDir, 'package.json'));
const stylesDir = path.join(packageDir, 'src/styles');

/** fonts.css's @import rules, with relative paths made relative to dist/. */
function fontImports() {
  const fonts = readFileSync(path.join(stylesDir, 'fonts.css'), 'utf8');
  return [...fonts.matchAll(/^@import '([^']+)';$/gm)]
    .map(([, specifier]) =>
      specifier.startsWith('.')
        ? path.posix.relative('dist', path.posix.join('src/styles', specifier))
        : specifier,
    )
    .map((specifier) => `@import '${specifier}';`)
    .join('\n');
}

const tailwindCli = path.join(
  path.dirname(require.resolve('@tailwindcss/cli/package.json')),
  'dist/index.mjs',
);
const compiledPath = path.join(distDir, 'tailwind.css');
execFileSync(
  process.execPath,
  [
    tailwindCli,
    '--input',
    path.join(packageDir, 'src/styles/styles.entry.css'),
    '--output',
    compiledPath,
    '--minify',
  ],
  { cwd: packageDir, stdio: 'inherit' },
);

// @import rules must come first in a stylesheet (Tailwind's output opens with a comment and an
// @layer statement, which may follow them).
writeFileSync(path.join(distDir, 'styles.css'), `${fontImports()}\n${readFileSync(compiledPath, 'utf8')}`);
rmSync(compiledPath);
process.stdout.write(
  `dist/styles.css written (${readFileSync(path.join(distDir, 'styles.css')).length} bytes)\n`,
);
