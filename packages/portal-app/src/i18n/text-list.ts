import type { TFunction } from 'i18next';
import { isRecord } from '../is-record';

/**
 * An array from the locale files (feature lists, policy sections...), with `{{variables}}`
 * filled in every item. A key that is not an array yields no items rather than a crash; the
 * parity test guarantees both languages have the same items.
 */
export function textList<T>(t: TFunction, key: string, values: Record<string, unknown> = {}): T[] {
  const list: unknown = t(key, { ...values, returnObjects: true });
  return Array.isArray(list) ? (list as T[]) : [];
}

/** A locale item with a title and a description (features, cards, policy sections). */
export interface TitledText {
  title: string;
  description: string;
}

/** An object from the locale files (one featured item...), or undefined when the key is not one. */
export function textObject<T extends object>(
  t: TFunction,
  key: string,
  values: Record<string, unknown> = {},
): T | undefined {
  const value: unknown = t(key, { ...values, returnObjects: true });
  return isRecord(value) ? (value as T) : undefined;
}
