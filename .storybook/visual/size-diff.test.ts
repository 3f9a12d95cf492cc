import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { paddedDiff, sizeChange } from './size-diff';

function filled(width: number, height: number, rgba: [number, number, number, number]): PNG {
  const png = new PNG({ width, height });
  for (let index = 0; index < width * height; index++) png.data.set(rgba, index * 4);
  return png;
}

describe('paddedDiff', () => {
  it('pads to the larger size and marks the added rows as differing', () => {
    const reference = filled(2, 2, [255, 255, 255, 255]);
    const actual = filled(2, 3, [255, 255, 255, 255]);
    const { diff, sizeChange: change } = paddedDiff(reference, actual);
    expect([diff.width, diff.height]).toEqual([2, 3]);
    expect([...diff.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    expect([...diff.data.subarray(4 * 4, 4 * 4 + 4)]).toEqual([255, 0, 0, 255]);
    expect(change).toBe('size changed from 2×2 to 2×3 (height +1)');
  });

  it('names no size change when only pixels differ', () => {
    expect(sizeChange({ width: 4, height: 4 }, { width: 4, height: 4 })).toBeUndefined();
    expect(sizeChange({ width: 10, height: 4 }, { width: 8, height: 4 })).toBe(
      'size changed from 10×4 to 8×4 (width -2)',
    );
  });
});
