import { describe, expect, it } from 'vitest';
import { EVERY_PATH, immutableAssets } from './site.ts';

describe('header rules', () => {
  it("make only the build's own content-hashed assets immutable", () => {
    const built = ['index-BHUkWNFR.js', 'PretendardVariable.subset.1-C-__qv6_.woff2', 'robots.txt'];
    const immutable = new RegExp(immutableAssets(built) ?? '', 'u');
    for (const path of ['/assets/index-BHUkWNFR.js', '/assets/PretendardVariable.subset.1-C-__qv6_.woff2']) {
      expect(path).toMatch(immutable);
    }
    for (const path of [
      // Named like a hashed asset, but not in the build: a 404 that must not be cached.
      '/assets/index-AAAAAAAA.js',
      '/assets/indexXBHUkWNFR.js',
      '/assets/robots.txt',
      '/assets/no-such-file.js',
      '/assets/',
      '/assets/a/index-BHUkWNFR.js',
      '/index-BHUkWNFR.js',
    ]) {
      expect(path).not.toMatch(immutable);
    }
  });

  it('make nothing immutable without a build', () => {
    expect(immutableAssets([])).toBeUndefined();
    expect(immutableAssets(['robots.txt'])).toBeUndefined();
  });

  it('give the security headers to every path, dot paths included', () => {
    for (const path of ['/', '/pricing', '/.vite/manifest.json', '/.well-known/x', '/assets/.hidden']) {
      expect(path).toMatch(new RegExp(EVERY_PATH, 'u'));
    }
  });
});
