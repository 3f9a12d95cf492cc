/*
 * The default ways the live-session blocks write their figures, in the reader's locale (the
 * design system's LocaleProvider): data in decimal units, steps with grouping, and how long ago
 * a session connected. Apps may pass their own formatters instead.
 */

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * "980 bytes", "1.5 kB", "12 MB": decimal units (1 kB = 1000 bytes), as network tools count.
 * Bytes are spelt out ("980 bytes", "980바이트"): ICU's short form of the unit is "byte".
 */
export function formatBytes(bytes: number, locale: string): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let exponent = safe < 1000 ? 0 : Math.min(BYTE_UNITS.length - 1, Math.floor(Math.log10(safe) / 3));
  let value = safe / 1000 ** exponent;
  // 999.96 kB rounds to "1,000 kB"; move to the next unit instead.
  if (Number(value.toFixed(1)) >= 1000 && exponent < BYTE_UNITS.length - 1) {
    exponent += 1;
    value = safe / 1000 ** exponent;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[exponent],
    unitDisplay: exponent === 0 ? 'long' : 'short',
    maximumFractionDigits: exponent === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}

/** "12,345": a whole count in the reader's locale. */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "now", "42 seconds ago", "5 minutes ago", "3 hours ago", "2 days ago" (Korean "5분 전") for a
 * moment before `now`. A moment slightly after `now` (clocks a little apart) reads as now.
 */
export function formatTimeAgo(isoDate: string, now: number, locale: string): string {
  const then = Date.parse(isoDate);
  if (Number.isNaN(then)) return isoDate;
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < MINUTE) return format.format(-seconds, 'second');
  if (seconds < HOUR) return format.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return format.format(-Math.floor(seconds / HOUR), 'hour');
  return format.format(-Math.floor(seconds / DAY), 'day');
}

/** The full date and time of a moment, for the tooltip of a relative one. */
export function formatDateTime(isoDate: string, locale: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** "5.8 kB/s": a data rate in decimal units per second. */
export function formatByteRate(bytesPerSecond: number, locale: string): string {
  return `${formatBytes(bytesPerSecond, locale)}/s`;
}

/** "120.5": a per-second rate with at most one decimal. */
export function formatRate(perSecond: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(perSecond);
}

/** "1:34": minutes and seconds left until `isoDate`, never below 0:00. */
export function formatCountdown(isoDate: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(isoDate) - now) / 1000));
  if (Number.isNaN(seconds)) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
