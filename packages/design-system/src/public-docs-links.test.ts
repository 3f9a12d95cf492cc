import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The JSDoc of the published sources is what adopters read: in their editor, in the type
 * declarations and on the Storybook docs pages. A path inside this repository (docs/product.md,
 * src/…) means nothing there, so it stays in `//` comments, which cite the docs for the code's
 * readers. The blocks that are moving to their own private package are left to it.
 */
const sources = {
  ...import.meta.glob<string>(
    ['./**/*.{ts,tsx}', '!./**/*.{stories,test,fixtures}.{ts,tsx}', '!./blocks/**'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
  // The Plan modal stays in this package.
  ...import.meta.glob<string>(
    ['./blocks/plan-modal/*.{ts,tsx}', '!./**/*.{stories,test,fixtures}.{ts,tsx}'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
};

const REPOSITORY_PATH = /\b(?:docs|src|scripts|packages|apps)\/[\w./-]*\w|\b[\w-]+\.md#[\w-]+/g;

const published = Object.entries(sources)
  .filter(([file]) => !/\.(stories|test|fixtures)\.tsx?$/.test(file))
  .map(([file, code]) => ({
    file: path.posix.normalize(file),
    links: [...code.matchAll(/\/\*\*[\s\S]*?\*\//g)].flatMap(
      ([comment]) => comment.match(REPOSITORY_PATH) ?? [],
    ),
  }));

describe('the public docs', () => {
  it('reads the published sources', () => {
    expect(published.length).toBeGreaterThan(80);
  });

  it.each(published)('$file documents its API without paths inside this repository', ({ links }) => {
    expect(links).toEqual([]);
  });

  it('finds such a path', () => {
    expect("/** RemoteRL's button (docs/product.md#look-and-feel). */".match(REPOSITORY_PATH)).toEqual([
      'docs/product.md',
    ]);
  });
});
