import type { Rolldown, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadedPreloadsPlugin } from './loaded-preloads-plugin.ts';

type ResolveDependencies = (
  file: string,
  dependencies: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/** A bundle of chunks where each names the chunks it imports statically. */
const bundleOf = (imports: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(imports).map(([fileName, chunkImports]) => [
      fileName,
      { type: 'chunk', fileName, imports: chunkImports },
    ]),
  ) as unknown as Rolldown.OutputBundle;

/** The plugin as Vite drives it: config first, then generateBundle, then the preload lists. */
function resolverAfterBundle(bundle: Rolldown.OutputBundle): ResolveDependencies {
  const plugin = loadedPreloadsPlugin();
  const config = (plugin.config as () => UserConfig)();
  const modulePreload = config.build?.modulePreload;
  if (typeof modulePreload !== 'object' || !modulePreload.resolveDependencies)
    throw new Error('The plugin sets no resolveDependencies.');
  const generateBundle = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  generateBundle.handler({}, bundle);
  return modulePreload.resolveDependencies as ResolveDependencies;
}

describe('the preload lists of dynamic imports', () => {
  const bundle = bundleOf({
    'entry.js': ['react.js', 'router.js'],
    'router.js': ['shared.js'],
    'react.js': [],
    'shared.js': [],
    'page.js': ['react.js', 'shared.js', 'section.js'],
    'section.js': ['icons.js'],
    'icons.js': [],
  });

  it('leave out what the importing chunk has already loaded, directly or through its imports', () => {
    const resolve = resolverAfterBundle(bundle);
    const dependencies = ['react.js', 'shared.js', 'section.js', 'icons.js'];
    expect(resolve('page.js', dependencies, { hostId: 'entry.js', hostType: 'js' })).toEqual([
      'section.js',
      'icons.js',
    ]);
  });

  it('keep every dependency for an importer that loaded none of them', () => {
    const resolve = resolverAfterBundle(bundle);
    const dependencies = ['section.js', 'icons.js'];
    expect(resolve('page.js', dependencies, { hostId: 'react.js', hostType: 'js' })).toEqual(dependencies);
  });

  it('keep the lists of HTML entries as Vite wrote them', () => {
    const resolve = resolverAfterBundle(bundle);
    expect(resolve('entry.js', ['react.js'], { hostId: 'index.html', hostType: 'html' })).toEqual([
      'react.js',
    ]);
  });
});
