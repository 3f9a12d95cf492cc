import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';
import { buildResources } from './resources';

/**
 * English and Korean must be complete mirrors: same files, same keys (array items included,
 * so policy sections line up), same interpolation variables, no empty strings. Reading the
 * directory (not a fixed list) covers every area's file, including ones added later.
 */
const localesDir = fileURLToPath(new URL('./locales', import.meta.url));

function filesOf(language: string): string[] {
  return readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function leaves(value: unknown, trail = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof value === 'string') result.set(trail, value);
  else if (Array.isArray(value))
    value.forEach((item, index) => leaves(item, `${trail}[${index}]`).forEach((v, k) => result.set(k, v)));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      leaves(item, trail ? `${trail}.${key}` : key).forEach((v, k) => result.set(k, v));
    }
  } else result.set(trail, String(value));
  return result;
}

/** i18next `{{variables}}`, design-system `{slots}` and `<tag>` markers: all must survive translation. */
const variables = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}|(?<!{){(\w+)}(?!})|<(\w+)>/g)]
    .map((match) => match[1] ?? match[2] ?? match[3])
    .sort();

/**
 * Labels whose English the product description fixes word for word ("Add 20$ Credits"): English
 * writes the amount into the text, other languages interpolate it in their own money format.
 */
const FIXED_ENGLISH_TEXTS = new Set(['account.billing.summary.addCredits']);

const [reference, ...others] = SUPPORTED_LANGUAGES;
/** A missing file reads as no keys, so the report lists what is missing instead of crashing. */
const readLeaves = (language: string, file: string) =>
  existsSync(path.join(localesDir, language, file))
    ? leaves(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')))
    : new Map<string, string>();

describe('translations', () => {
  it('has locale files', () => {
    expect(filesOf(reference)).not.toHaveLength(0);
  });

  it.each(SUPPORTED_LANGUAGES)('%s defines no key in two files (they share one namespace)', (language) => {
    const modules = Object.fromEntries(
      filesOf(language).map((file) => [
        `./locales/${language}/${file}`,
        JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as unknown,
      ]),
    );
    expect(() => buildResources(modules)).not.toThrow();
  });

  it.each(others)('%s has the same files as English', (language) => {
    expect(filesOf(language)).toEqual(filesOf(reference));
  });

  for (const file of filesOf(reference)) {
    describe(file, () => {
      const english = readLeaves(reference, file);

      it.each(others)('%s has exactly the English keys', (language) => {
        const translated = readLeaves(language, file);
        const missing = [...english.keys()].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !english.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it.each(others)('%s uses the same variables, slots and tags', (language) => {
        const translated = readLeaves(language, file);
        const mismatched = [...english].filter(
          ([key, text]) =>
            translated.has(key) &&
            !FIXED_ENGLISH_TEXTS.has(key) &&
            variables(text).join() !== variables(translated.get(key)!).join(),
        );
        expect(mismatched.map(([key]) => key)).toEqual([]);
      });

      it.each(SUPPORTED_LANGUAGES)('%s has no empty strings', (language) => {
        const empty = [...readLeaves(language, file)].filter(([, text]) => text.trim() === '');
        expect(empty.map(([key]) => key)).toEqual([]);
      });
    });
  }
});
