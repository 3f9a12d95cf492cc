// Builds dist/styles.css: the compiled stylesheet for apps that do not run Tailwind.
// Tailwind compiles the tokens and every class the components use; the font faces are
// copied beside it with their files, since Tailwind leaves url() paths untouched.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(packageDir, 'dist');
const require = createRequire(path.join(packageDir, 'package.json'));

const fontStylesheets = [
  require.resolve('@fontsource-variable/inter/wght.css'),
  require.resolve('@fontsource-variable/jetbrains-mono/wght.css'),
  require.resolve('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'),
];

function copyFontFaces() {
  const fontsDir = path.join(distDir, 'fonts');
  mkdirSync(fontsDir, { recursive: true });
  return fontStylesheets
    .map((stylesheet) =>
      readFileSync(stylesheet, 'utf8').replace(/url\((['"]?)([^)'"]+)\1\)/g, (_match, _quote, relative) => {
        const fileName = path.basename(relative);
        copyFileSync(path.resolve(path.dirname(stylesheet), relative), path.join(fontsDir, fileName));
        return `url(./fonts/${fileName})`;
      }),
    )
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

writeFileSync(path.join(distDir, 'styles.css'), `${copyFontFaces()}\n${readFileSync(compiledPath, 'utf8')}`);
rmSync(compiledPath);
process.stdout.write(
  `dist/styles.css written (${readFileSync(path.join(distDir, 'styles.css')).length} bytes)\n`,
);
