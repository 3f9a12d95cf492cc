/**
 * How far a capture may differ from its baseline, in every engine (docs/decisions.md, "Visual
 * baselines"). Colour-strict: pixelmatch's default threshold (0.1) let a one-shade change of the
 * brand colour pass. The determinism run (`pnpm test:visual:determinism`) showed an unchanged
 * commit repeating pixel for pixel; the few pixels allowed are a margin for the part of the set not
 * yet measured three times, well under the 33 pixels a 1-pixel-thicker Spinner border changes.
 */
export const VISUAL_TOLERANCE = { threshold: 0, allowedMismatchedPixels: 8 } as const;

/**
 * The tolerance before the determinism run, kept for quarantined stories only (quarantine.json):
 * a story that does not repeat is still captured and compared, at this looser count.
 */
export const QUARANTINE_TOLERANCE = { threshold: 0, allowedMismatchedPixels: 24 } as const;

/**
 * Set by the determinism run only (determinism.ts): the differing pixels allowed, for every story
 * quarantined or not, and for Vitest's own wait for a stable picture, which compares two
 * consecutive screenshots with the same tolerance.
 */
export const TOLERANCE_ENV = 'VISUAL_TOLERANCE_PX';
/**
 * Set by the determinism run only: how long Vitest may wait for two identical consecutive
 * screenshots (its default is 5 s). That run asks whether pictures repeat, not how fast they
 * settle, and on a busy machine a large page needed longer (determinism.ts).
 */
export const STABLE_TIMEOUT_ENV = 'VISUAL_STABLE_TIMEOUT_MS';
/** Set by the determinism run only: a scratch folder for the Chromium baselines instead of `__screenshots__`. */
export const BASELINES_DIR_ENV = 'VISUAL_BASELINES_DIR';

export interface Tolerance {
  threshold: number;
  allowedMismatchedPixels: number;
}

/** The tolerance of a run: `base`, unless the determinism run overrides the pixel count. */
export function toleranceOf(base: Tolerance, env: NodeJS.ProcessEnv = process.env): Tolerance {
  const override = env[TOLERANCE_ENV];
  if (override === undefined || override === '') return { ...base };
  const pixels = Number(override);
  if (!Number.isInteger(pixels) || pixels < 0) {
    throw new Error(`${TOLERANCE_ENV} must be a whole number of pixels, not "${override}".`);
  }
  return { ...base, allowedMismatchedPixels: pixels };
}

/** The wait for a stable screenshot the determinism run asked for, if any (milliseconds). */
export function stableTimeoutOf(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[STABLE_TIMEOUT_ENV];
  if (value === undefined || value === '') return undefined;
  const milliseconds = Number(value);
  if (!Number.isInteger(milliseconds) || milliseconds <= 0) {
    throw new Error(`${STABLE_TIMEOUT_ENV} must be a positive whole number of milliseconds, not "${value}".`);
  }
  return milliseconds;
}
