/*
 * How the cost blocks write durations, moments and rates in the reader's locale (the design
 * system's LocaleProvider): "3 hr 20 min" / "3시간 20분", "Nov 30, 2026, 6:00 PM".
 */

const unit = (value: number, name: 'day' | 'hour' | 'minute', locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/** "3 hr 20 min", "2 days 4 hr", "< 1 min": a duration in hours, to the minute. */
export function formatDuration(hours: number, locale: string): string {
  const minutes = Math.floor(Math.max(0, hours) * 60);
  if (minutes < 1) return `< ${unit(1, 'minute', locale)}`;
  const days = Math.floor(minutes / 1440);
  const wholeHours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0)
    return [unit(days, 'day', locale), wholeHours > 0 ? unit(wholeHours, 'hour', locale) : '']
      .join(' ')
      .trim();
  if (wholeHours > 0)
    return [unit(wholeHours, 'hour', locale), rest > 0 ? unit(rest, 'minute', locale) : ''].join(' ').trim();
  return unit(rest, 'minute', locale);
}

/** "Nov 30, 2026, 6:00 PM": a moment to the minute. */
export function formatMoment(isoDate: string, locale: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "$1.23": dollars in the reader's locale, with cents (and more digits under a cent). */
export function formatDollars(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: amount > 0 && amount < 0.01 ? 4 : 2,
  }).format(amount);
}

/** "0.123 GB": data in GB in the reader's locale. */
export function formatGigabytes(amount: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(amount)} GB`;
}
