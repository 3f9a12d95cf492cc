import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARGE_RULE, findChargeProblem, QUICK_CHARGE_AMOUNTS } from './charge-rule';

describe('charge rule', () => {
  it('accepts every step from the minimum to the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: CHARGE_RULE.min / CHARGE_RULE.step, max: CHARGE_RULE.max / CHARGE_RULE.step }),
        (steps) => findChargeProblem(steps * CHARGE_RULE.step) === undefined,
      ),
    );
  });

  it.each(QUICK_CHARGE_AMOUNTS)('offers %s as a quick amount the rule accepts', (amount) => {
    expect(findChargeProblem(amount)).toBeUndefined();
  });

  it.each([
    [undefined, 'required'],
    [Number.NaN, 'required'],
    [Number.POSITIVE_INFINITY, 'required'],
    [0, 'min'],
    [-20, 'min'],
    [15, 'step'],
    [20.5, 'step'],
    [10_010, 'max'],
    [100_000_000, 'max'],
  ] as const)('%s is refused as %s', (price, problem) => {
    expect(findChargeProblem(price)).toBe(problem);
  });
});
