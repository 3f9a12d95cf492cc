import { describe, expect, it } from 'vitest';
import { baseToleranceFor, QUARANTINE, quarantineProblems } from './quarantine.ts';
import { QUARANTINE_TOLERANCE, toleranceOf, VISUAL_TOLERANCE } from './tolerance.ts';

describe('the visual quarantine', () => {
  it('is empty or justifies every story it holds', () => {
    expect(quarantineProblems(QUARANTINE)).toEqual([]);
  });

  it('refuses an entry without a cause, an engine or a story id', () => {
    const problems = quarantineProblems([
      { storyId: 'Button Primary', engines: [], cause: 'flaky' },
    ] as never);
    expect(problems).toHaveLength(3);
  });

  it('compares a quarantined story with the old tolerance and every other with the new one', () => {
    const entry = QUARANTINE[0];
    if (entry) expect(baseToleranceFor(entry.storyId, entry.engines[0]!)).toEqual(QUARANTINE_TOLERANCE);
    expect(baseToleranceFor('no-such-story--ever', 'chromium')).toEqual(VISUAL_TOLERANCE);
    expect(QUARANTINE_TOLERANCE.allowedMismatchedPixels).toBeGreaterThanOrEqual(
      VISUAL_TOLERANCE.allowedMismatchedPixels,
    );
  });
});

describe('the determinism override of the tolerance', () => {
  it('replaces the pixel count only, and only when set', () => {
    expect(toleranceOf(VISUAL_TOLERANCE, {})).toEqual(VISUAL_TOLERANCE);
    expect(toleranceOf(QUARANTINE_TOLERANCE, { VISUAL_TOLERANCE_PX: '0' })).toEqual({
      threshold: 0,
      allowedMismatchedPixels: 0,
    });
  });

  it('refuses a count that is not a whole number of pixels', () => {
    expect(() => toleranceOf(VISUAL_TOLERANCE, { VISUAL_TOLERANCE_PX: '2.5' })).toThrow(/whole number/);
    expect(() => toleranceOf(VISUAL_TOLERANCE, { VISUAL_TOLERANCE_PX: 'none' })).toThrow(/whole number/);
  });
});
