import type { Language } from './languages';

type Unit = readonly [size: number, suffix: string];

/** Plain numbers, below the first unit. */
const ONES: Unit = [1, ''];

/** Each language's short units, smallest first, as CLDR writes them ("1.2K", "100만"). */
const UNITS: Record<Language, readonly Unit[]> = {
  en: [
    [1e3, 'K'],
    [1e6, 'M'],
    [1e9, 'B'],
    [1e12, 'T'],
  ],
  ko: [
    [1e3, '천'],
    [1e4, '만'],
    [1e8, '억'],
    [1e12, '조'],
  ],
};

/** `value / size` rounded to two significant digits, halves away from zero. */
function twoSignificantDigits(value: number, size: number): number {
  const decimals = 1 - Math.floor(Math.log10(value / size));
  const scale = 10 ** decimals;
  // Dividing an integer by a whole power of ten is exact, so a half (1450 / 100) stays a half.
  const units = size >= scale ? Math.round(value / (size / scale)) : Math.round((value * scale) / size);
  return units / scale;
}

/** How many units of `size` a positive value shows: two significant digits below 100. */
function shownIn(value: number, size: number): number {
  return value / size < 100 ? twoSignificantDigits(value, size) : Math.round(value / size);
}

/** Thousands separated from five digits on ("1000T", "10,000T"); both languages use commas. */
function grouped(shown: number): string {
  const [whole = '', fraction] = String(shown).split('.');
  const wholeGrouped = whole.length >= 5 ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  return fraction === undefined ? wholeGrouped : `${wholeGrouped}.${fraction}`;
}

/**
 * `value` in the language's compact notation, as `Intl.NumberFormat(language, { notation:
 * 'compact' })` writes it (compact-number.test.ts holds the two to the same output).
 *
 * Written out because a page's first Intl.NumberFormat loads the browser's number-formatting
 * data: 20-40 ms of one task on a desktop, four times that on Lighthouse's phone, which made
 * it the longest task of /pricing's start-up.
 */
export function compactNumber(value: number, language: Language): string {
  if (value < 0) return `-${compactNumber(-value, language)}`;
  if (value === 0) return '0';
  // The largest unit the value reaches once rounded: 999,999 is "1M", not "1000K".
  let [size, suffix] = ONES;
  for (const unit of UNITS[language]) {
    if (shownIn(value, size) * size < unit[0]) break;
    [size, suffix] = unit;
  }
  return `${grouped(shownIn(value, size))}${suffix}`;
}
