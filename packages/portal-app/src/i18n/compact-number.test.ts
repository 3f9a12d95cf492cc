import { PAY_AS_YOU_GO_INCLUSIONS } from '@remoterl/product';
import { describe, expect, it } from 'vitest';
import { compactNumber } from './compact-number';
import { SUPPORTED_LANGUAGES } from './languages';

/** Leading digits that test the rounding: halves, values that round up into the next unit. */
const MANTISSAS = [1, 1.05, 1.2, 1.234, 1.25, 1.35, 1.45, 1.5, 2.345, 4.995, 5, 9.95, 9.999, 9.9999];

const values = [
  0,
  0.5,
  12.5,
  99.5,
  999,
  999.5,
  -1234,
  ...MANTISSAS.flatMap((mantissa) =>
    Array.from({ length: 16 }, (_, exponent) => Math.round(mantissa * 10 ** exponent)),
  ),
  ...PAY_AS_YOU_GO_INCLUSIONS.flatMap((item) => ('amount' in item ? [item.amount] : [])),
];

describe('compactNumber', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(`writes numbers as Intl's compact notation does in ${language}`, () => {
      const intl = new Intl.NumberFormat(language, { notation: 'compact' });
      expect(values.map((value) => compactNumber(value, language))).toEqual(
        values.map((value) => intl.format(value)),
      );
    });
  }

  it('writes a million the way each language counts', () => {
    expect(compactNumber(1_000_000, 'en')).toBe('1M');
    expect(compactNumber(1_000_000, 'ko')).toBe('100만');
  });
});
