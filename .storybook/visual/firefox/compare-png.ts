import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { paddedDiff } from '../size-diff.ts';
import type { Tolerance } from '../tolerance.ts';

/** How a capture compares with its baseline, as the Vitest story run's matcher decides it. */
export interface Comparison {
  passed: boolean;
  /** Pixels that differ, or undefined when the sizes differ or there is no baseline. */
  differing?: number;
  message?: string;
  /** Written only when the capture does not pass. */
  actualFile?: string;
  diffFile?: string;
}

export type { Tolerance };

/**
 * Compares a PNG with its baseline: colour threshold and pixel count as the Vitest story run's
 * pixelmatch comparator (tolerance.ts). A capture that does not pass leaves its picture and a
 * diff in `outputDir` for the review; a size change gets a diff padded to the larger size.
 */
export function comparePng(
  actual: Uint8Array,
  baselineFile: string,
  outputDir: string,
  name: string,
  tolerance: Tolerance,
): Comparison {
  const actualFile = path.join(outputDir, `${name}-actual.png`);
  const diffFile = path.join(outputDir, `${name}-diff.png`);
  const keep = (diff?: PNG) => {
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(actualFile, actual);
    if (diff) writeFileSync(diffFile, PNG.sync.write(diff));
    return { actualFile, diffFile: diff ? diffFile : undefined };
  };
  if (!existsSync(baselineFile)) {
    return { passed: false, message: `No baseline ${baselineFile}.`, ...keep() };
  }
  const reference = PNG.sync.read(readFileSync(baselineFile));
  const picture = PNG.sync.read(Buffer.from(actual));
  if (reference.width !== picture.width || reference.height !== picture.height) {
    const { diff, sizeChange } = paddedDiff(reference, picture);
    return { passed: false, message: `The ${sizeChange}.`, ...keep(diff) };
  }
  const diff = new PNG({ width: picture.width, height: picture.height });
  const differing = pixelmatch(reference.data, picture.data, diff.data, picture.width, picture.height, {
    threshold: tolerance.threshold,
  });
  if (differing <= tolerance.allowedMismatchedPixels) return { passed: true, differing };
  const ratio = (differing / (picture.width * picture.height)).toFixed(4);
  return {
    passed: false,
    differing,
    message: `${differing} pixels (ratio ${ratio}) differ, more than the ${tolerance.allowedMismatchedPixels} allowed.`,
    ...keep(diff),
  };
}
