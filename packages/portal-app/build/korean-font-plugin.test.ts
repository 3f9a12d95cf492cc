import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { portalKoreanCharacters, unicodeRange } from './korean-font-plugin.ts';

const portalRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const koreanLocaleDir = path.join(portalRoot, 'src/i18n/locales/ko');

describe("the portal's Korean face", () => {
  it('holds every character of every Korean interface text', async () => {
    const characters = new Set(await portalKoreanCharacters(portalRoot));
    const texts = readdirSync(koreanLocaleDir).map((file) =>
      readFileSync(path.join(koreanLocaleDir, file), 'utf8'),
    );
    const missing = [...new Set([...texts.join('')].filter((character) => character >= ' '))].filter(
      (character) => !characters.has(character) && character.codePointAt(0)! <= 0xd7a3,
    );
    expect(missing).toEqual([]);
  });

  it('holds the Korean that Intl writes in dates and times', async () => {
    const characters = new Set(await portalKoreanCharacters(portalRoot));
    const written = new Intl.DateTimeFormat('ko', { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(Date.UTC(2026, 0, 4, 15)),
    );
    expect([...written].filter((character) => !characters.has(character))).toEqual([]);
  });

  it('declares its characters as the fewest unicode-range terms', () => {
    expect(unicodeRange(['각', '가', 'A', '갃', '갂', '가'])).toBe('U+41,U+AC00-AC03');
    expect(unicodeRange(['A', 'C'])).toBe('U+41,U+43');
  });
});
