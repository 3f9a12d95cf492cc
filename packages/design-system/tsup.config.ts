import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

const USE_CLIENT = '"use client";\n';

/**
 * Every export is a client component (hooks, Radix state), so frameworks with React Server
 * Components need the directive at the top of the bundle. The bundler drops module-level
 * directives, so it is written back after the build, and the source map is shifted by the
 * one line it adds (a leading ';' in `mappings` is an empty generated line).
 */
async function keepUseClientDirective() {
  const bundle = await readFile('dist/index.js', 'utf8');
  if (!bundle.startsWith(USE_CLIENT)) await writeFile('dist/index.js', USE_CLIENT + bundle);
  const map = JSON.parse(await readFile('dist/index.js.map', 'utf8')) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  await writeFile('dist/index.js.map', JSON.stringify(map));
}

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  onSuccess: keepUseClientDirective,
});
