import { describe, expect, it } from 'vitest';
import { isChargeablePrice, presetPrice } from './preset-price';

describe('presetPrice', () => {
  it.each([
    ['20', 20],
    ['10', 10],
    [' 100 ', 100],
  ])('takes %s', (value, expected) => {
    expect(presetPrice(value)).toBe(expected);
  });

  it.each([null, '', '15', '5', '0', '-20', '20.0', '1e2', 'abc', '20abc', '9999990', '10010', '20000'])(
    'ignores %s',
    (value) => {
      expect(presetPrice(value)).toBeUndefined();
    },
  );
});

describe('isChargeablePrice', () => {
  it('accepts $10 steps from $10 to $10,000 and nothing else', () => {
    expect([10, 20, 1000, 10_000].every(isChargeablePrice)).toBe(true);
    expect([0, 5, 15, 19.99, 10_010, 100_000_000, Number.NaN, undefined, '20'].some(isChargeablePrice)).toBe(
      false,
    );
  });
});
