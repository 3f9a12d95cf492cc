import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK_CHARACTER, maskValue } from './mask-value';

describe('maskValue', () => {
  it('keeps the first four characters of an API key and hides the rest behind a fixed mask', () => {
    expect(maskValue('api_3f2b8c1e-5d4a-4e7b-9c6f-2a1d8e0b7c45')).toBe(`api_${MASK_CHARACTER.repeat(12)}`);
  });

  it('shows no prefix for a value too short to spare one', () => {
    expect(maskValue('abcdefgh')).toBe(MASK_CHARACTER.repeat(12));
  });

  it('honours the visible-character and mask-length options', () => {
    expect(maskValue('0123456789abcdef', { visibleCharacters: 2, maskLength: 5 })).toBe(`01${'•'.repeat(5)}`);
    expect(maskValue('0123456789abcdef', { visibleCharacters: 0 })).toBe('•'.repeat(12));
  });

  it('never contains the value and does not vary with its length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (value) => {
        const masked = maskValue(value);
        if (!value.includes(MASK_CHARACTER)) expect(masked).not.toContain(value);
        expect(masked.endsWith(MASK_CHARACTER.repeat(12))).toBe(true);
        expect(masked.length).toBe(value.length >= 12 ? 16 : 12);
      }),
    );
  });
});
