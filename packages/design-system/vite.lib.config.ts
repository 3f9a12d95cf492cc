import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { publicEntries } from './scripts/public-entries.mjs';

type ConditionalTarget = string | { [condition: string]: ConditionalTarget };
const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  imports: Record<string, ConditionalTarget>;
};
const externalPackages = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
// The package's own `#` imports stay as written, so the app's bundler picks their variant by
// its conditions (a React server takes `react-server`).
const isExternal = (id: string) =>
  id in manifest.imports || externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/** Every source module a `#` import can lead to (its `source` targets), built as an entry of its own. */
function importTargets(target: ConditionalTarget): string[] {
  if (typeof target === 'string') return [];
  return Object.entries(target).flatMap(([condition, value]) =>
    condition === 'source' && typeof value === 'string' ? [value] : importTargets(value),
  );
}
const importEntries = Object.values(manifest.imports)
  .flatMap(importTargets)
  .map((source) => [source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, ''), source] as const);

/**
 * The JavaScript of dist: one ES module per source module (preserved modules), so an app's
 * bundler keeps only what it imports and each page's chunk carries only its own components.
 * A module's `"use client"` directive stays at the top of its own output file, so React Server
 * Components treat exactly the modules that need the client as client modules, and the pure
 * helpers (`cn`, the `*Variants`, the schemas, the theme constants) stay callable on a server.
 * Type declarations come from `tsc` (scripts/emit-declarations.mjs).
 *
 * `lucide-react` is a devDependency only: the blocks' imports of it are built against the
 * package's own icons (src/icons, generated from Lucide by scripts/generate-icons.mjs), so an
 * install does not bring its 49 MB. A block that needs a new icon fails the build until the
 * name is added there.
 */
export default defineConfig({
  resolve: {
    alias: { 'lucide-react': fileURLToPath(new URL('src/icons/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    lib: {
      entry: Object.fromEntries([
        ...publicEntries().map(({ name, source }) => [name, source] as const),
        ...importEntries,
      ]),
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      onLog(level, log, handle) {
        // Preserved modules keep their directives; the bundler's generic warning does not apply.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handle(level, log);
      },
    },
  },
});
