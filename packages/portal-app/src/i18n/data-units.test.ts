import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';

/**
 * One unit style per language for data amounts (docs/decisions.md, "Plan names"): the one
 * `Intl.NumberFormat`'s unit format gives the language, so the texts and the numbers the portal
 * formats read alike ("1 GB" in English, "1GB" in Korean).
 */
const localesDir = fileURLToPath(new URL('./locales', import.meta.url));
const UNITS = ['GB', 'MB', 'kB'] as const;
const intlUnit = { GB: 'gigabyte', MB: 'megabyte', kB: 'kilobyte' } as const;

/** Whether the language writes a space (of any kind) between a number and its unit. */
const spacedIn = (language: string) =>
  /\d\s/.test(new Intl.NumberFormat(language, { style: 'unit', unit: 'gigabyte' }).format(1));

/** A number or an interpolated value, then a data unit: "1GB", "{{amount}} GB". */
const amounts = (text: string) => [...text.matchAll(/(?:\d|\}\})(\s?)(GB|MB|kB|KB)\b/g)];

describe('data units in the locale files', () => {
  it.each(UNITS)('Intl formats %s the way the rule below expects', (unit) => {
    const english = new Intl.NumberFormat('en', { style: 'unit', unit: intlUnit[unit] }).format(137);
    expect(english.replace(/\s/g, ' ')).toBe(`137 ${unit}`);
  });

  it.each(SUPPORTED_LANGUAGES)('%s writes every data amount in its own unit style', (language) => {
    const spaced = spacedIn(language);
    const offending: string[] = [];
    for (const file of readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(path.join(localesDir, language, file), 'utf8');
      for (const match of amounts(text)) {
        const hasSpace = match[1] !== '';
        if (hasSpace !== spaced || match[2] === 'KB') offending.push(`${file}: …${match[0]}…`);
      }
    }
    expect(offending).toEqual([]);
  });
});
