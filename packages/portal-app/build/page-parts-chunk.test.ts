import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PARTS_FILES, pagePartsGroup } from './page-parts-chunk.ts';

describe('the page-parts chunk', () => {
  it.each(PAGE_PARTS_FILES)('names a module the build has: %s', (file) => {
    // A moved module would silently fall back to a chunk of its own.
    expect(existsSync(file)).toBe(true);
    expect(pagePartsGroup.test(file)).toBe(true);
  });

  it('leaves the sections themselves, and the rest of the portal, to the automatic chunks', () => {
    const [pageSection = ''] = PAGE_PARTS_FILES;
    const sections = path.dirname(path.dirname(pageSection));
    expect(pagePartsGroup.test(path.join(sections, 'hero/hero.js'))).toBe(false);
    expect(pagePartsGroup.test(path.join(sections, 'page-section/page-section.js.map'))).toBe(false);
    expect(pagePartsGroup.test('/repo/packages/portal-app/src/i18n/text-areas.ts')).toBe(false);
  });
});
