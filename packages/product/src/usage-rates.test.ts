import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCreditLow } from './credit-threshold';
import { kilobytesFor, kilobytesToGb, premiumCostCents } from './usage-rates';

describe('usage rates', () => {
  it('moves 0.01 GB per simulator hour and 0.1 GB per trainer hour', () => {
    expect(kilobytesToGb(kilobytesFor('simulator', 1_000))).toBe(0.01);
    expect(kilobytesToGb(kilobytesFor('trainer', 1_000))).toBe(0.1);
    expect(kilobytesToGb(kilobytesFor('trainer', 10_000))).toBe(1);
  });

  it('charges one dollar per GB and rounds a started cent up', () => {
    expect(premiumCostCents(1_000_000)).toBe(100);
    expect(premiumCostCents(10_000)).toBe(1);
    expect(premiumCostCents(10_001)).toBe(2);
    expect(premiumCostCents(0)).toBe(0);
  });

  it('is additive in whole kilobytes for any split of the hours', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        return (
          kilobytesFor('simulator', a) + kilobytesFor('simulator', b) === kilobytesFor('simulator', a + b)
        );
      }),
    );
  });
});

describe('low credit', () => {
  it('warns only Premium accounts under a threshold that is on', () => {
    expect(isCreditLow({ premium: true, balance: 4.99, threshold: 5 })).toBe(true);
    expect(isCreditLow({ premium: true, balance: 5, threshold: 5 })).toBe(false);
    expect(isCreditLow({ premium: false, balance: 0, threshold: 5 })).toBe(false);
    expect(isCreditLow({ premium: true, balance: 0, threshold: 0 })).toBe(false);
  });
});
