import { describe, expect, it } from 'vitest';
import { unicodeRange } from './font-face-css.ts';

describe('unicodeRange', () => {
  it('declares characters as the fewest unicode-range terms', () => {
    expect(unicodeRange(['각', '가', 'A', '갃', '갂', '가'])).toBe('U+41,U+AC00-AC03');
    expect(unicodeRange(['A', 'C'])).toBe('U+41,U+43');
  });
});
