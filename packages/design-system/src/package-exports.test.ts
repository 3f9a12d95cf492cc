import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicEntries } from '../scripts/public-entries.mjs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, unknown>;
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
