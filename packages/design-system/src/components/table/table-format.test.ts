import { describe, expect, it } from 'vitest';
import { createCellFormatter, type TableFormat } from './table-format';

const english = { locale: 'en-US', currency: 'USD', timeZone: 'UTC' };
const text = (format: TableFormat, value: unknown, context = english) =>
  createCellFormatter(format, context)(value).text;

describe('table cell formats', () => {
  it('writes numbers, integers, percentages and amounts in the table’s locale and currency', () => {
    expect(text('number', 1234.5)).toBe('1,234.5');
    expect(text('integer', 1234.5)).toBe('1,235');
    expect(text('percent', 0.256)).toBe('25.6%');
    expect(text('currency', 20)).toBe('$20.00');
    expect(text('currency', 42000, { locale: 'ko-KR', currency: 'KRW', timeZone: 'UTC' })).toBe('₩42,000');
    expect(text('number', '1500')).toBe('1,500');
  });

  it('writes dates in the table’s time zone and keeps them machine-readable', () => {
    const format = createCellFormatter('date', english);
    expect(format('2025-09-26')).toEqual({ text: 'Sep 26, 2025', dateTime: '2025-09-26' });
    expect(format(Date.UTC(2025, 8, 26, 23, 30))).toEqual({
      text: 'Sep 26, 2025',
      dateTime: '2025-09-26T23:30:00.000Z',
    });
    // Late on the 26th in UTC is already the 27th in Seoul.
    expect(text('date', '2025-09-26T23:30:00Z', { ...english, timeZone: 'Asia/Seoul' })).toBe('Sep 27, 2025');
    expect(text('datetime', '2025-09-26T08:05:00Z')).toBe('Sep 26, 2025, 8:05 AM');
    expect(text('date', '2025-09-26', { locale: 'ko-KR', currency: 'KRW', timeZone: 'UTC' })).toBe(
      '2025. 9. 26.',
    );
  });

  it('takes Intl options for anything the names do not cover', () => {
    expect(text({ number: { style: 'unit', unit: 'gigabyte' } }, 0.5)).toBe('0.5 GB');
    expect(text({ date: { month: 'long', year: 'numeric' } }, '2025-09-26')).toBe('September 2025');
  });

  it('shows a value it cannot read as it is, and leaves an absent one empty', () => {
    expect(text('date', 'soon')).toBe('soon');
    expect(text('currency', 'free')).toBe('free');
    expect(text('number', '')).toBe('');
    expect(text('number', null)).toBe('');
    expect(text('text', undefined)).toBe('');
    expect(text('text', 42)).toBe('42');
  });
});
