import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DESIGN_SYSTEM_PAGE_PARTS,
  designSystemPagePartFiles,
  entryFile,
  PORTAL_PAGE_PARTS,
} from './page-parts-chunk.ts';

describe('the page-parts chunk', () => {
  it("finds each design-system part through the package's public entry, in its source", () => {
    // The build reads the package's build the same way; its source is there before any build.
    const files = designSystemPagePartFiles('source');
    expect(files.map((file) => path.basename(file))).toEqual([
      'page-section.tsx',
      'section-heading.tsx',
      'heading.tsx',
    ]);
    for (const file of files) expect(existsSync(file)).toBe(true);
  });

  it('names the entry and the component when the design system stops publishing one', () => {
    DESIGN_SYSTEM_PAGE_PARTS.push({ entry: '@ccnets/design-system/heading', name: 'NoSuchPart' });
    try {
      expect(() => designSystemPagePartFiles('source')).toThrow(
        /finds no NoSuchPart behind @ccnets\/design-system\/heading/,
      );
    } finally {
      DESIGN_SYSTEM_PAGE_PARTS.pop();
    }
  });

  it('reads the entry from the package exports, and refuses an entry that is not there', () => {
    expect(entryFile('@ccnets/design-system/heading', 'default')).toMatch(
      /dist[\\/]components[\\/]heading[\\/]index\.js$/,
    );
    expect(() => entryFile('@ccnets/design-system/no-such-entry', 'default')).toThrow(
      /has no "default" export/,
    );
  });

  it.each(PORTAL_PAGE_PARTS)("takes the portal's module %s", (file) => {
    expect(existsSync(file)).toBe(true);
  });
});
