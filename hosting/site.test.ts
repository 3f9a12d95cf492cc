import { describe, expect, it } from 'vitest';
import { EVERY_PATH, IMMUTABLE_ASSETS } from './site.ts';

describe('header rules', () => {
  it('make only content-hashed assets immutable, never a path without a hash', () => {
    const immutable = new RegExp(IMMUTABLE_ASSETS, 'u');
    for (const path of ['/assets/index-BHUkWNFR.js', '/assets/PretendardVariable.subset.1-C-__qv6_.woff2']) {
      expect(path).toMatch(immutable);
    }
    for (const path of [
      '/assets/no-such-file.js',
      '/assets/',
      '/assets/a/b-BHUkWNFR.js',
      '/index-BHUkWNFR.js',
    ]) {
      expect(path).not.toMatch(immutable);
    }
  });

  it('give the security headers to every path, dot paths included', () => {
    for (const path of ['/', '/pricing', '/.vite/manifest.json', '/.well-known/x', '/assets/.hidden']) {
      expect(path).toMatch(new RegExp(EVERY_PATH, 'u'));
    }
  });
});
