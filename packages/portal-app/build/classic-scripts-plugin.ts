import { minifySync, type Plugin } from 'vite';
// The design system's source, not its package entry: the dev server and a fresh checkout's unit
// run have no built `dist` to read it from.
import { themeInitScript } from '../../design-system/src/theme/theme-mode.ts';
import { pageInitScript } from './page-init.ts';

/**
 * The classic scripts every page runs from its head before the first paint (index.html names
 * them where they run), generated from their TypeScript sources: theme-init.js is the design
 * system's `themeInitScript`, page-init.js is build/page-init.ts.
 *
 * They are written into the page, not loaded as files: as files they were two more requests the
 * first paint waited for (docs/decisions.md, "Classic scripts inline"). The CSP allows exactly
 * these bytes by their hashes (inline-script-hashes.ts, hosting/security-headers.ts), so any change
 * to them changes the committed firebase.json too (`generate-hosting-config.ts --check`).
 */
export const classicScripts: Readonly<Record<string, () => string>> = {
  'theme-init.js': () => themeInitScript,
  'page-init.js': pageInitScript,
};
export const CLASSIC_SCRIPTS = Object.keys(classicScripts);

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

/** Each classic script as the build writes it into the page: minified, without a final newline. */
export function builtClassicScripts(): { fileName: string; code: string }[] {
  return CLASSIC_SCRIPTS.map((fileName) => ({
    fileName,
    code: minifyClassicScript(fileName, classicScripts[fileName]!()).trimEnd(),
  }));
}

/** index.html's tag for a classic script, which this plugin replaces with the script itself. */
export const classicScriptTag = (fileName: string) => `<script vite-ignore src="/${fileName}"></script>`;

/**
 * Writes each classic script into the page where index.html names it: minified in the build
 * (the bytes the CSP's hashes name), as written under the dev server, which sends no CSP.
 */
export function classicScriptsPlugin(): Plugin {
  let serving = false;
  return {
    name: 'remoterl-classic-scripts',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const scripts = serving
          ? CLASSIC_SCRIPTS.map((fileName) => ({ fileName, code: classicScripts[fileName]!() }))
          : builtClassicScripts();
        return scripts.reduce((page, { fileName, code }) => {
          const tag = classicScriptTag(fileName);
          if (!page.includes(tag)) throw new Error(`index.html no longer names ${fileName} as ${tag}`);
          // data-script names it for the budget check and a reader of the page's source.
          return page.replace(tag, () => `<script data-script="${fileName}">${code}</script>`);
        }, html);
      },
    },
  };
}
