import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createChargePriceSchema,
  createChargeSchema,
  defaultChargeFormMessagesFor,
  parsePriceText,
} from './charge-schema';

// The app passes its product rule; the default English messages name its amounts.
const rule = { min: 10, step: 10, max: 10_000 };
const messages = defaultChargeFormMessagesFor(rule);
const schema = createChargeSchema(rule);
const priceSchema = createChargePriceSchema(rule);
const valid = { price: 20, name: 'Ada Lovelace', country: 'South Korea', city: 'Busan' };

function firstMessage(input: unknown, field: string): string | undefined {
  return schema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;
}

const isChargeablePrice = (price: number) =>
  Number.isFinite(price) && price >= 10 && price <= 10_000 && price % 10 === 0;

describe('createChargeSchema', () => {
  it('hands back the checkout payload with trimmed strings', () => {
    expect(
      schema.parse({ price: 20, name: ' Ada Lovelace ', country: ' South Korea', city: 'Busan\n' }),
    ).toEqual(valid);
  });

  it('uses the English wording for every rule', () => {
    expect(firstMessage({ ...valid, price: Number.NaN }, 'price')).toBe('Enter the amount in whole dollars');
    expect(firstMessage({ ...valid, price: undefined }, 'price')).toBe('Price is required');
    expect(firstMessage({ ...valid, price: 0 }, 'price')).toBe('Minimum is $10');
    expect(firstMessage({ ...valid, price: 15 }, 'price')).toBe('Must be in $10 increments');
    expect(firstMessage({ ...valid, price: 100_000_000 }, 'price')).toBe('Maximum is $10,000');
    expect(firstMessage({ ...valid, price: 'abc' }, 'price')).toBe('Enter the amount in whole dollars');
    expect(firstMessage({ ...valid, price: '' }, 'price')).toBe('Price is required');
    expect(firstMessage({ ...valid, name: '' }, 'name')).toBe('Name is required');
    expect(firstMessage({ ...valid, country: '' }, 'country')).toBe('Country is required');
    expect(firstMessage({ ...valid, city: '' }, 'city')).toBe('City is required');
  });

  it('reports a price under the minimum as the minimum, not also as a bad increment', () => {
    const issues = schema.safeParse({ ...valid, price: 5 }).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual([messages.priceMinimum]);
  });

  it('reads the typed text exactly, with spaces and thousands commas ignored', () => {
    expect(schema.parse({ ...valid, price: ' 1,020 ' }).price).toBe(1020);
    expect(schema.parse({ ...valid, price: '20' }).price).toBe(20);
    expect(parsePriceText('  ')).toBeUndefined();
    expect(parsePriceText('1e3')).toBeNaN();
    expect(parsePriceText('-20')).toBeNaN();
  });

  it('accepts a dollar sign before or after the amount, as people write prices', () => {
    expect(schema.parse({ ...valid, price: '$20' }).price).toBe(20);
    expect(schema.parse({ ...valid, price: 'US$ 1,020' }).price).toBe(1020);
    expect(schema.parse({ ...valid, price: '20$' }).price).toBe(20);
    expect(parsePriceText('$')).toBeUndefined();
    expect(parsePriceText('$$20')).toBeNaN();
    expect(parsePriceText('20$$')).toBeNaN();
  });

  it('names the amounts of the rule it is given in the default messages', () => {
    const other = createChargePriceSchema({ min: 5, step: 5, max: 2_500 });
    expect(other.safeParse(1).error?.issues[0]?.message).toBe('Minimum is $5');
    expect(other.safeParse(2_505).error?.issues[0]?.message).toBe('Maximum is $2,500');
    expect(other.safeParse(7).error?.issues[0]?.message).toBe('Must be in $5 increments');
  });

  it('passes every multiple of 10 from 10 to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (tens) => {
        expect(priceSchema.safeParse(tens * 10).success).toBe(true);
        expect(schema.safeParse({ ...valid, price: tens * 10 }).success).toBe(true);
      }),
    );
  });

  it('refuses every other number', () => {
    const otherNumbers = fc
      .oneof(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.double({ min: -1e9, max: 1e9 }),
        fc.double(),
        fc.constantFrom(0, -0, -10, 9.99, 10.5, 19.999999, 20.000001, Infinity, -Infinity, Number.NaN),
      )
      .filter((price) => !isChargeablePrice(price));
    fc.assert(
      fc.property(otherNumbers, (price) => {
        const result = priceSchema.safeParse(price);
        expect(result.success).toBe(false);
        const expected =
          Number.isNaN(price) || !Number.isFinite(price)
            ? null
            : price < 10
              ? messages.priceMinimum
              : price > 10_000
                ? messages.priceMaximum
                : messages.priceIncrement;
        if (expected) expect(result.error?.issues[0]?.message).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('treats whitespace-only text as missing', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 10 }), (blank) => {
        expect(firstMessage({ ...valid, name: blank }, 'name')).toBe(messages.nameRequired);
        expect(firstMessage({ ...valid, country: blank }, 'country')).toBe(messages.countryRequired);
        expect(firstMessage({ ...valid, city: blank }, 'city')).toBe(messages.cityRequired);
      }),
    );
  });

  it('accepts replacement messages for translation', () => {
    const korean = createChargeSchema(rule, { priceIncrement: '10달러 단위로 입력해 주세요' });
    expect(korean.safeParse({ ...valid, price: 25 }).error?.issues[0]?.message).toBe(
      '10달러 단위로 입력해 주세요',
    );
  });
});
