import { minifySync, type Plugin } from 'vite';
// The design system's source, not its package entry: the dev server and a fresh checkout's unit
// run have no built `dist` to read it from.
import { themeInitScript } from '../../design-system/src/theme/theme-mode.ts';
import { pageInitScript } from './page-init.ts';

/**
 * The classic scripts every page runs from its head (index.html names them), generated from
 * their TypeScript sources: theme-init.js is the design system's `themeInitScript`, page-init.js
 * is build/page-init.ts. They are files, not inline scripts, because the CSP (hosting/) allows
 * no inline script.
 * Minified, they save 1.1 KB gzip on every page's first load (build/README.md).
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

/**
 * Serves the classic scripts as generated under the dev server, and writes them minified into
 * the build's output (as written, page-init.js would be ~1.9 KB gzip on every page's first load
 * instead of ~0.9 KB).
 */
export function minifyPublicScriptsPlugin(): Plugin {
  return {
    name: 'remoterl-minify-public-scripts',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const script = classicScripts[(request.url ?? '').split('?')[0]!.slice(1)];
        if (!script) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(script());
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const [fileName, script] of Object.entries(classicScripts))
        this.emitFile({ type: 'asset', fileName, source: minifyClassicScript(fileName, script()) });
    },
  };
}
