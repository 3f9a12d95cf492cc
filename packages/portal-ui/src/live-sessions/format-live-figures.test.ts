import { describe, expect, it } from 'vitest';
import {
  formatByteRate,
  formatBytes,
  formatCount,
  formatCountdown,
  formatRate,
  formatTimeAgo,
} from './format-live-figures';

describe('formatBytes', () => {
  it('picks the decimal unit that keeps the number short', () => {
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(980, 'en')).toBe('980 bytes');
    expect(formatBytes(1_500, 'en')).toBe('1.5 kB');
    expect(formatBytes(12_345_678, 'en')).toBe('12.3 MB');
    expect(formatBytes(340_000_000, 'en')).toBe('340 MB');
    expect(formatBytes(2_100_000_000_000, 'en')).toBe('2.1 TB');
  });

  it('moves up a unit instead of showing 1,000 of the smaller one', () => {
    expect(formatBytes(999_960, 'en')).toBe('1 MB');
  });

  it('reads nonsense as nothing', () => {
    expect(formatBytes(-5, 'en')).toBe('0 bytes');
    expect(formatBytes(Number.NaN, 'en')).toBe('0 bytes');
  });

  it('writes Korean units', () => {
    expect(formatBytes(1_500_000, 'ko')).toBe('1.5MB');
  });
});

describe('formatCount', () => {
  it('groups digits for the locale', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('counts seconds, then minutes, hours and days', () => {
    expect(formatTimeAgo(ago(0), now, 'en')).toBe('now');
    expect(formatTimeAgo(ago(42), now, 'en')).toBe('42 seconds ago');
    expect(formatTimeAgo(ago(5 * 60 + 59), now, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(formatTimeAgo(ago(2 * 86400 + 5), now, 'en')).toBe('2 days ago');
  });

  it('reads a moment slightly in the future as now', () => {
    expect(formatTimeAgo(ago(-3), now, 'en')).toBe('now');
  });

  it('speaks Korean', () => {
    expect(formatTimeAgo(ago(5 * 60), now, 'ko')).toBe('5분 전');
  });
});

describe('live health figures', () => {
  it('writes a data rate per second and a rate with one decimal', () => {
    expect(formatByteRate(21_780, 'en')).toBe('21.8 kB/s');
    expect(formatRate(412.54, 'en')).toBe('412.5');
    expect(formatRate(1234, 'ko')).toBe('1,234');
  });

  it('counts down in m:ss and never below 0:00', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(formatCountdown('2026-11-26T10:01:34Z', now)).toBe('1:34');
    expect(formatCountdown('2026-11-26T10:00:00.200Z', now)).toBe('0:01');
    expect(formatCountdown('2026-11-26T09:59:00Z', now)).toBe('0:00');
  });
});
