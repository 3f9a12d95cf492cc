/**
 * How far a capture may differ from its baseline, in every engine (docs/decisions.md, "Visual
 * baselines"). Colour-strict: pixelmatch's default threshold (0.1) let a one-shade change of the
 * brand colour pass. The few pixels allowed absorb an engine's run-to-run anti-aliasing of
 * rounded corners, measured by `pnpm test:visual:determinism`.
 */
export const VISUAL_TOLERANCE = { threshold: 0, allowedMismatchedPixels: 24 } as const;
