import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePng } from './compare-png';

/** A white picture with `dark` pixels painted black along its first row. */
function picture(width: number, height: number, dark = 0): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (let x = 0; x < dark; x++) png.data.set([0, 0, 0, 255], x * 4);
  return PNG.sync.write(png);
}

const dir = mkdtempSync(path.join(tmpdir(), 'compare-png-'));
const baseline = path.join(dir, 'baseline.png');
writeFileSync(baseline, picture(40, 10));
const tolerance = { threshold: 0, allowedMismatchedPixels: 3 };

describe('a Firefox capture against its baseline', () => {
  it('passes within the allowed pixels and fails past them, keeping picture and diff', () => {
    expect(comparePng(picture(40, 10, 3), baseline, dir, 'within', tolerance)).toMatchObject({
      passed: true,
      differing: 3,
    });
    const failed = comparePng(picture(40, 10, 4), baseline, dir, 'past', tolerance);
    expect(failed).toMatchObject({ passed: false, differing: 4 });
    expect(failed.message).toMatch(/4 pixels .* more than the 3 allowed/);
    expect(failed.diffFile).toBeDefined();
  });

  it('fails a size change with a padded diff that names it', () => {
    const failed = comparePng(picture(40, 12), baseline, dir, 'taller', tolerance);
    expect(failed.message).toMatch(/size changed from 40×10 to 40×12 \(height \+2\)/);
    expect(failed.diffFile).toBeDefined();
  });

  it('fails a capture with no baseline', () => {
    expect(comparePng(picture(4, 4), path.join(dir, 'none.png'), dir, 'new', tolerance)).toMatchObject({
      passed: false,
      message: expect.stringMatching(/No baseline/),
    });
  });
});
