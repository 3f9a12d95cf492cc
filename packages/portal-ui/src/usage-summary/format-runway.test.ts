import { describe, expect, it } from 'vitest';
import { formatDollars, formatDuration } from './format-runway';

describe('formatDuration', () => {
  it('writes hours and minutes, days past a day, and never "0 min"', () => {
    expect(formatDuration(3 + 20 / 60, 'en')).toBe('3 hr 20 min');
    expect(formatDuration(2, 'en')).toBe('2 hr');
    expect(formatDuration(0.5, 'en')).toBe('30 min');
    expect(formatDuration(52.5, 'en')).toBe('2 days 4 hr');
    expect(formatDuration(0.001, 'en')).toBe('< 1 min');
  });

  it('speaks Korean', () => {
    expect(formatDuration(3 + 20 / 60, 'ko')).toBe('3시간 20분');
  });
});

describe('formatDollars', () => {
  it('shows cents, and more digits only under a cent', () => {
    expect(formatDollars(3.6, 'en')).toBe('$3.60');
    expect(formatDollars(0.004, 'en')).toBe('$0.004');
    expect(formatDollars(0, 'en')).toBe('$0.00');
  });
});
