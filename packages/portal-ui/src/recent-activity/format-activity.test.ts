import { describe, expect, it } from 'vitest';
import { activityDetail, activityLabel, formatActivityTime, formatSourceAddress } from './format-activity';
import { defaultRecentActivityLabels } from './recent-activity';

const now = Date.parse('2026-11-26T10:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatActivityTime', () => {
  it('reads relative within a week, in the locale', () => {
    expect(formatActivityTime(ago(40), now, 'en')).toBe('40 seconds ago');
    expect(formatActivityTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(formatActivityTime(ago(3 * 3600), now, 'ko')).toBe('3시간 전');
    expect(formatActivityTime(ago(6 * 86_400), now, 'en')).toBe('6 days ago');
  });

  it('gives the date and time from a week on', () => {
    const old = '2026-11-03T09:41:00Z';
    const expected = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(old));
    expect(formatActivityTime(old, now, 'en')).toBe(expected('en'));
    expect(formatActivityTime(old, now, 'en')).toContain('Nov 3, 2026');
    expect(formatActivityTime(old, now, 'ko')).toContain('2026. 11. 3.');
  });

  it('reads a moment a little ahead of the clock as now, and shows a non-date as it came', () => {
    expect(formatActivityTime(ago(-2), now, 'en')).toBe('now');
    expect(formatActivityTime('yesterday', now, 'en')).toBe('yesterday');
  });
});

describe('formatSourceAddress', () => {
  it('shows an IPv4-mapped IPv6 address as IPv4 and leaves other addresses alone', () => {
    expect(formatSourceAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(formatSourceAddress('::1')).toBe('::1');
    expect(formatSourceAddress('2001:db8::ffff:1.2.3.4')).toBe('2001:db8::ffff:1.2.3.4');
    expect(formatSourceAddress('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('activityLabel', () => {
  it('names each kind, and tells blocking new sessions from allowing them again', () => {
    const labels = defaultRecentActivityLabels;
    expect(activityLabel({ kind: 'key_regenerated', detail: { replaced: 'api_1a2b3c4d' } }, labels)).toBe(
      'API key regenerated',
    );
    expect(activityLabel({ kind: 'sessions_blocked', detail: { blocked: true } }, labels)).toBe(
      'New sessions blocked',
    );
    expect(activityLabel({ kind: 'sessions_blocked', detail: { blocked: false } }, labels)).toBe(
      'New sessions allowed',
    );
    expect(activityLabel({ kind: 'sign_in' }, labels)).toBe('Signed in');
  });
});

describe('activityDetail', () => {
  const { details } = defaultRecentActivityLabels;
  const money = (amount: number) =>
    new Intl.NumberFormat('ko', { style: 'currency', currency: 'USD' }).format(amount);
  const line = (
    kind: Parameters<typeof activityDetail>[0]['kind'],
    detail: Record<string, string | number | boolean>,
  ) => activityDetail({ kind, detail }, details, money);

  it('says the amount paid and the new threshold in the given money format', () => {
    expect(line('payment', { amount: 20, orderId: 'o-1' })).toBe('US$20.00 credited');
    expect(line('threshold_changed', { lowCreditThreshold: 15 })).toBe('Warn below US$15.00');
    expect(line('threshold_changed', { lowCreditThreshold: 0 })).toBe('Warning turned off');
  });

  it('names the replaced key by its fingerprint only, and the disconnected session', () => {
    expect(line('key_regenerated', { replaced: 'api_1a2b3c4d' })).toBe('Replaced key api_1a2b3c4d…');
    expect(line('session_disconnected', { sessionId: '9f8e7d6c' })).toBe('Session 9f8e7d6c');
  });

  it('shows no line for a sign-in, a block, or a value missing or of another type', () => {
    expect(line('sign_in', {})).toBeUndefined();
    expect(line('sessions_blocked', { blocked: true })).toBeUndefined();
    expect(line('payment', { amount: '20' })).toBeUndefined();
    expect(line('key_regenerated', {})).toBeUndefined();
  });
});
