import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** Every chunk `fileName` loads through static imports, itself included. */
function staticallyLoaded(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const output = bundle[fileName];
  if (output?.type === 'chunk')
    for (const imported of output.imports) staticallyLoaded(bundle, imported, into);
  return into;
}

/**
 * Vite preloads a dynamic import's dependencies by adding a `<link rel="modulepreload">` for
 * each, including the chunks the importing chunk has already loaded through its own static
 * imports (React, the router, the design system). Those links fetch nothing, but adding them
 * cost a prerendered page ~10 of its ~25 DOM insertions in the task that starts the app.
 * This leaves out every dependency the importing chunk is known to have loaded already.
 */
export function loadedPreloadsPlugin(): Plugin {
  let bundle: OutputBundle | undefined;
  return {
    name: 'remoterl-loaded-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies, { hostId, hostType }) => {
            if (hostType !== 'js' || !bundle) return dependencies;
            const loaded = staticallyLoaded(bundle, hostId);
            return dependencies.filter((dependency) => !loaded.has(dependency));
          },
        },
      },
    }),
    // Runs before Vite's own generateBundle, which asks resolveDependencies for each import.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}
