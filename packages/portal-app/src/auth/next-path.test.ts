import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNED_IN_PATH as DASHBOARD_PATH } from '../config/paths';
import { loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/user/billing', '/user/billing'],
    ['/user/billing/payment?price=20', '/user/billing/payment?price=20'],
    ['/user/setting#name', '/user/setting#name'],
    ['/user/../pricing', '/pricing'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    '',
    'user/billing',
    'https://evil.example/user',
    '//evil.example/user',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
    '/signup?next=/user',
    '/signup/onboarding',
    '/ko/login',
    '/ko/signup/onboarding',
  ])('falls back to the dashboard for %s', (next) => {
    expect(safeNextPath(next)).toBe(DASHBOARD_PATH);
  });

  it('never leaves the origin, whatever it is given', () => {
    // Deterministic fuzzing over the characters that matter for URL parsing.
    const alphabet = [
      '/',
      '\\',
      ':',
      '.',
      '@',
      '?',
      '#',
      '%',
      '2',
      'f',
      'F',
      'a',
      ' ',
      '\t',
      '\n',
      'h',
      't',
      'p',
      's',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 5000; run += 1) {
      const length = Math.floor(random() * 12);
      const next = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const result = safeNextPath(next, 'https://portal.example');
      expect(new URL(result, 'https://portal.example').origin).toBe('https://portal.example');
      expect(result.startsWith('/') && !result.startsWith('//') && !result.startsWith('/\\')).toBe(true);
    }
  });
});

describe('loginPathFor', () => {
  it('builds a readable next parameter that round-trips', () => {
    expect(loginPathFor({ pathname: '/user/billing', search: '', hash: '' })).toBe(
      '/login?next=/user/billing',
    );
    const path = loginPathFor({ pathname: '/user/billing/payment', search: '?price=20&x=1', hash: '#top' });
    const next = new URL(path, 'http://portal.invalid').searchParams.get('next');
    expect(next).toBe('/user/billing/payment?price=20&x=1#top');
    expect(safeNextPath(next)).toBe('/user/billing/payment?price=20&x=1#top');
  });
});
