import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { portalKoreanCharacters, portalLatinCharacters } from './portal-faces.ts';

const portalRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localeTexts = (language: string) => {
  const dir = path.join(portalRoot, 'src/i18n/locales', language);
  return readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'));
};

describe("the portal's faces", () => {
  it('hold every character of the Korean interface texts in the Korean face', async () => {
    const characters = new Set(await portalKoreanCharacters(portalRoot));
    const missing = [...new Set(localeTexts('ko').join(''))].filter(
      (character) => character >= ' ' && !characters.has(character),
    );
    expect(missing).toEqual([]);
  });

  it('hold every character of the English interface texts in the Latin face, but for "한국어"', async () => {
    const characters = new Set(await portalLatinCharacters(portalRoot));
    const missing = [...new Set(localeTexts('en').join(''))].filter(
      (character) => character >= ' ' && !characters.has(character),
    );
    // The language switch names Korean in Korean; the design system's split files draw it.
    expect(missing.sort()).toEqual(['국', '어', '한']);
  });

  it('hold the Korean that Intl writes in dates and times', async () => {
    const characters = new Set(await portalKoreanCharacters(portalRoot));
    const written = new Intl.DateTimeFormat('ko', { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(Date.UTC(2026, 0, 4, 15)),
    );
    expect([...written].filter((character) => !characters.has(character))).toEqual([]);
  });
});
