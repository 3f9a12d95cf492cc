import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every amount of money the portal shows, in one format per language: the language's own way of
 * writing US dollars, always with cents ("$30.00" in English, "US$30.00" in Korean). Texts name
 * it as `{{amount, money}}`; blocks that take a formatter get `formatMoney` bound to the language.
 * The only exception is below (`formatSpecDollars`).
 */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(amount);
}

/**
 * The one exception: English sentences the product description fixes word for word write whole
 * dollars its way ("Minimum is $10", "Must be in $10 increments"); their other languages use
 * `money`. Texts name it as `{{amount, specDollars}}`.
 */
export function formatSpecDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** The `money` and `specDollars` interpolation formats on an i18next instance and its clones. */
export function registerMoneyFormat(instance: I18n): void {
  const formatter = instance.services.formatter;
  formatter?.add('money', (value: unknown, language: string | undefined) =>
    typeof value === 'number' ? formatMoney(value, language ?? 'en') : String(value),
  );
  formatter?.add('specDollars', (value: unknown) =>
    typeof value === 'number' ? formatSpecDollars(value) : String(value),
  );
}

/** `formatMoney` in the active language, for blocks that take a formatter. */
export function useFormatMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useCallback((amount: number) => formatMoney(amount, language), [language]);
}
