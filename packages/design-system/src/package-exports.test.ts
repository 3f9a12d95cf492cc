import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicEntries } from '../scripts/public-entries.mjs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, unknown>;
  imports: Record<string, Record<string, unknown>>;
};

describe('package.json exports', () => {
  // src/index.ts lists the public modules; the exports map, which npm reads as written, must agree.
  it.each(publicEntries())(
    'maps $subpath to its source, module and types',
    ({ subpath, source, dist, types }) => {
      expect(manifest.exports[subpath]).toEqual({ source, types, default: dist });
    },
  );

  it("exports nothing else but the stylesheets, the tokens' resolver and package.json", () => {
    const modules = new Set(publicEntries().map(({ subpath }) => subpath));
    const others = Object.keys(manifest.exports).filter((subpath) => !modules.has(subpath));
    expect(others.sort()).toEqual([
      './brands/*.css',
      './fonts.css',
      './package.json',
      './preset.css',
      './styles.css',
      './theme.css',
      './tokens.css',
      './tokens.resolver.json',
    ]);
  });
});

describe('package.json imports', () => {
  // A `#` import's variants: the source for the workspace, the built module for an app; the
  // build emits each source target as its own module (vite.lib.config.ts).
  const variants = (target: Record<string, unknown>): [string, string][] => [
    [target.source as string, target.default as string],
    ...Object.values(target)
      .filter((value): value is Record<string, unknown> => typeof value === 'object')
      .flatMap(variants),
  ];
  it.each(Object.entries(manifest.imports))('maps %s to a built module for each source', (_name, target) => {
    for (const [source, dist] of variants(target)) {
      expect(dist).toBe(source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '.js'));
    }
  });
});
