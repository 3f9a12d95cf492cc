/**
 * The built-in cell formats of a `Table`, chosen by name so that a server component can ask for
 * them in plain data (a function could not be passed on to a client component).
 * - `text`: the value as it is (the default);
 * - `number`, `integer`, `percent` (0.25 reads 25 %), `currency` (in the table's `currency`);
 * - `date`, `datetime`: an ISO string, a timestamp or a `Date`, in the table's `timeZone`.
 */
export type TableFormatName = 'text' | 'number' | 'integer' | 'percent' | 'currency' | 'date' | 'datetime';

/** A built-in format by name, or `Intl` options for a number or a date. */
export type TableFormat =
  TableFormatName | { number: Intl.NumberFormatOptions } | { date: Intl.DateTimeFormatOptions };

/** What every format of one table shares. */
export interface TableFormatContext {
  /** BCP 47 tag the numbers and dates are written in. */
  locale: string;
  /** ISO 4217 code for the `currency` format. */
  currency: string;
  /** Time zone of the `date` and `datetime` formats; UTC by default, so server and browser agree. */
  timeZone: string;
}

/** A formatted cell: its text, and for dates the machine-readable value of its `<time>`. */
export interface FormattedCell {
  text: string;
  dateTime?: string;
}

const numberOptions: Partial<Record<TableFormatName, Intl.NumberFormatOptions>> = {
  number: {},
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent', maximumFractionDigits: 1 },
};

const dateOptions: Partial<Record<TableFormatName, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/**
 * The function that writes a column's values in `format`. A value the format cannot read (a
 * date that does not parse, text in a number column) is shown as it is rather than hidden; an
 * absent value (`null`, `undefined`) leaves the cell empty.
 */
export function createCellFormatter(
  format: TableFormat = 'text',
  { locale, currency, timeZone }: TableFormatContext,
): (value: unknown) => FormattedCell {
  const asText = (value: unknown): FormattedCell => ({ text: value == null ? '' : String(value) });

  const numberFormat =
    typeof format === 'object' && 'number' in format
      ? format.number
      : format === 'currency'
        ? { style: 'currency' as const, currency }
        : typeof format === 'string'
          ? numberOptions[format]
          : undefined;
  if (numberFormat) {
    const formatter = new Intl.NumberFormat(locale, numberFormat);
    return (value) => {
      const number = toNumber(value);
      return number === undefined ? asText(value) : { text: formatter.format(number) };
    };
  }

  const dateFormat =
    typeof format === 'object' && 'date' in format
      ? format.date
      : typeof format === 'string'
        ? dateOptions[format]
        : undefined;
  if (dateFormat) {
    const formatter = new Intl.DateTimeFormat(locale, { timeZone, ...dateFormat });
    return (value) => {
      const date = toDate(value);
      return date === undefined
        ? asText(value)
        : {
            text: formatter.format(date),
            // An ISO value says what it says (a day stays a day); anything else, the instant read.
            dateTime: typeof value === 'string' && ISO_DATE.test(value) ? value : date.toISOString(),
          };
    };
  }

  return asText;
}
