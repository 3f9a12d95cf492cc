import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

/**
 * The classic scripts every page runs from public/ (index.html names them). Vite copies public/
 * as it is, so they would ship with their comments: 1.1 KB gzip more on every page's first load
 * (build/README.md).
 */
export const CLASSIC_SCRIPTS = ['theme-init.js', 'page-init.js'];

/**
 * Minifies a classic (non-module) script. Its top-level names stay as they are: a classic
 * script's top level is the page's global scope.
 */
export function minifyClassicScript(fileName: string, code: string): string {
  const result = minifySync(fileName, code, { module: false, mangle: { toplevel: false } });
  if (result.errors.length > 0)
    throw new Error(`Cannot minify ${fileName}: ${result.errors.map(({ message }) => message).join('; ')}`);
  return result.code;
}

/** Minifies the copies of CLASSIC_SCRIPTS in the build's output; the dev server serves them as written. */
export function minifyPublicScriptsPlugin(): Plugin {
  return {
    name: 'remoterl-minify-public-scripts',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    // public/ is copied into the output directory before the bundle is written.
    async writeBundle({ dir }) {
      if (!dir) return;
      await Promise.all(
        CLASSIC_SCRIPTS.map(async (fileName) => {
          const file = path.join(dir, fileName);
          await writeFile(file, minifyClassicScript(fileName, await readFile(file, 'utf8')));
        }),
      );
    },
  };
}
