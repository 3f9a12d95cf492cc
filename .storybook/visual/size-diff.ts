import { PNG } from 'pngjs';

/**
 * When a capture changes size, Vitest's comparator stops before drawing a diff, and the review
 * showed "none" for every such capture. This draws one: both pictures padded to the larger size
 * (transparent), every differing pixel red over a faded reference, and names the size change.
 */
export function paddedDiff(reference: PNG, actual: PNG): { diff: PNG; sizeChange?: string } {
  const width = Math.max(reference.width, actual.width);
  const height = Math.max(reference.height, actual.height);
  const diff = new PNG({ width, height });
  const pixel = (image: PNG, x: number, y: number) =>
    x < image.width && y < image.height
      ? image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)
      : Uint8Array.of(0, 0, 0, 0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const before = pixel(reference, x, y);
      const after = pixel(actual, x, y);
      const index = (y * width + x) * 4;
      const same = before.every((value, channel) => value === after[channel]);
      if (same) {
        // The reference, faded, so the differences stand out.
        const grey = Math.round(
          255 - ((255 - (before[0]! + before[1]! + before[2]!) / 3) * before[3]!) / 255 / 4,
        );
        diff.data.set([grey, grey, grey, 255], index);
      } else {
        diff.data.set([255, 0, 0, 255], index);
      }
    }
  }
  return { diff, sizeChange: sizeChange(reference, actual) };
}

/** "size changed from 120×40 to 120×42 (height +2)", or undefined when the size is the same. */
export function sizeChange(
  reference: { width: number; height: number },
  actual: { width: number; height: number },
) {
  if (reference.width === actual.width && reference.height === actual.height) return undefined;
  const delta = (name: string, before: number, after: number) =>
    before === after ? [] : [`${name} ${after > before ? '+' : ''}${after - before}`];
  const changes = [
    ...delta('width', reference.width, actual.width),
    ...delta('height', reference.height, actual.height),
  ];
  return `size changed from ${reference.width}×${reference.height} to ${actual.width}×${actual.height} (${changes.join(', ')})`;
}
