import { formatMoney } from '../../../i18n/format-money';

/** Number and date formats of the usage page in the active language. */
export function usageFormats(language: string) {
  const gigabytes = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  // Days are UTC calendar days (the backend's billing days), whatever the browser's zone.
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);
  return {
    formatGb: (amount: number) => `${gigabytes.format(amount)} GB`,
    formatUsd: (amount: number) => formatMoney(amount, language),
    formatDay: (date: string) => day.format(utc(date)),
    formatPeriod: (start: string, end: string) => longDay.formatRange(utc(start), utc(end)),
  };
}
