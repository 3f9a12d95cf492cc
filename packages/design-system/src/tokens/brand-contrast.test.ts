import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastReport, describePair } from './contrast.mjs';
import { brandNames, brandTokens } from './tokens.generated';

/*
 * Every foreground/background pair the components draw (contrast.mjs lists them with their use)
 * meets WCAG AA in every shipped brand and mode: 4.5:1 for body text, 3:1 for large marks,
 * UI edges and the focus ring. A failure names the pair, its use and its ratio.
 */
const coloursOf = (tokens: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(tokens)
      .filter(([, value]) => /^(#|rgb\()/.test(value))
      .map(([name, value]) => [name.replace(/^--rrl-/, ''), value]),
  );

const cases = brandNames.flatMap((brand) =>
  (['light', 'dark'] as const).map((mode) => ({ brand, mode, colours: coloursOf(brandTokens[brand][mode]) })),
);

describe('contrast of every brand and mode', () => {
  it.each(cases)('$brand $mode meets WCAG AA for every pair the components use', ({ mode, colours }) => {
    const failing = contrastReport(colours, mode).filter((result) => !result.passes);
    expect(failing.map(describePair)).toEqual([]);
  });

  it('keeps the RemoteRL blue to large marks, where 3:1 is enough (docs/decisions.md)', () => {
    const light = coloursOf(brandTokens.remoterl.light);
    const marks = contrastReport(light, 'light').filter((result) => result.foreground === 'primary');
    expect([...new Set(marks.map((result) => result.use))].sort()).toEqual(['large', 'ui']);
    expect(contrastRatio(light.primary!, '#ffffff')).toBeLessThan(4.5);
  });

  it('names a pair that falls short', () => {
    const light = { ...coloursOf(brandTokens.remoterl.light), muted: '#9aa1ad' };
    const failing = contrastReport(light, 'light').filter((result) => !result.passes);
    expect(failing.map(describePair)).toContain(
      'light: muted on surface (secondary text, placeholders) 2.44:1, needs 4.5:1 for text',
    );
  });

  it('reads a translucent colour over its background', () => {
    expect(contrastRatio('rgb(255 255 255 / 0)', '#1b2540')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});
