import type { Plugin } from 'vite';

/** Where the build writes which source modules ended up in which chunk. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Vite's manifest names chunks, not the modules inside them. The budget check
 * (build/check-budget.mjs) needs the modules too, to prove that Firebase, the user area and
 * the form libraries stay out of the home route's initial JavaScript.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'remoterl-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      // chunk file -> module id -> bytes that module contributes (minified, before gzip)
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
