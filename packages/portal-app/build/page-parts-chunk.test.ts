import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DESIGN_SYSTEM_PAGE_PARTS, PORTAL_PAGE_PARTS, pagePartsGroup } from './page-parts-chunk.ts';

const designSystem = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../design-system');

describe('the page-parts chunk', () => {
  it.each(DESIGN_SYSTEM_PAGE_PARTS)('takes the design system module %s, built or not', (part) => {
    // A moved or renamed module would silently fall back to a chunk of its own.
    expect(existsSync(path.join(designSystem, 'src', `${part}.tsx`))).toBe(true);
    expect(pagePartsGroup.test(path.join(designSystem, 'dist', `${part}.js`))).toBe(true);
    expect(pagePartsGroup.test(`/app/node_modules/@ccnets/design-system/dist/${part}.js`)).toBe(true);
    const windowsPath = ['C:', 'repo', 'packages', 'design-system', 'dist', ...part.split('/')].join('\\');
    expect(pagePartsGroup.test(`${windowsPath}.js`)).toBe(true);
  });

  it.each(PORTAL_PAGE_PARTS)("takes the portal's module %s", (file) => {
    expect(existsSync(file)).toBe(true);
    expect(pagePartsGroup.test(file)).toBe(true);
  });

  it('leaves the sections themselves, and the rest of the portal, to the automatic chunks', () => {
    expect(pagePartsGroup.test(path.join(designSystem, 'dist/sections/hero/hero.js'))).toBe(false);
    expect(pagePartsGroup.test(path.join(designSystem, 'dist/sections/page-section/index.js'))).toBe(false);
    expect(
      pagePartsGroup.test(path.join(designSystem, 'dist/sections/page-section/page-section.js.map')),
    ).toBe(false);
    expect(pagePartsGroup.test('/repo/packages/portal-app/src/i18n/text-areas.ts')).toBe(false);
  });
});
