import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copiesDir, pretendardCopies, pretendardDir } from '../../scripts/copy-pretendard.mjs';

// The package ships copies of Pretendard's split faces instead of depending on the 98 MB
// `pretendard` package (scripts/copy-pretendard.mjs says why). The devDependency's version is
// their one source: after an upgrade, `node scripts/copy-pretendard.mjs` refreshes them.
describe('Pretendard copies', () => {
  const copies = pretendardCopies();

  it('copy the faces, their stylesheet and the licence', () => {
    expect(copies.filter(({ to }) => to.endsWith('.woff2')).length).toBeGreaterThan(90);
    expect(copies.map(({ to }) => to)).toEqual(
      expect.arrayContaining(['LICENSE.txt', 'pretendardvariable-dynamic-subset.css']),
    );
  });

  it.each(copies)('$to is the package’s $from, byte for byte', ({ from, to }) => {
    expect(readFileSync(path.join(copiesDir, to)).equals(readFileSync(path.join(pretendardDir, from)))).toBe(
      true,
    );
  });

  it('hold nothing else', () => {
    const shipped = readdirSync(copiesDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(copiesDir, path.join(entry.parentPath, entry.name)));
    expect(shipped.sort()).toEqual(copies.map(({ to }) => to).sort());
  });
});
