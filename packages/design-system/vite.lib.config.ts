import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { publicEntries } from './scripts/public-entries.mjs';

const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externalPackages = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

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
      entry: Object.fromEntries(publicEntries().map(({ name, source }) => [name, source])),
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
