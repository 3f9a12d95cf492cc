/*
 * The faces the portal cuts from the design system's fonts (build/portal-fonts-plugin.ts): which
 * font each is cut from, which characters it holds, and which pages draw from it.
 */
import { createRequire } from 'node:module';
import { portalText } from './portal-text.ts';

const requireHere = createRequire(import.meta.url);

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index));

/**
 * The weights the portal sets (regular to bold). A face still declares the design system's
 * weight range, so browsers group it with the design system's files; a weight outside these
 * would be drawn at the nearest end.
 */
export const USED_WEIGHTS = { min: 400, max: 700 };

export interface PortalFace {
  /** The emitted file's name before its hash. */
  name: string;
  /** The font to cut, and the design system's CSS declaring its family and weight range. */
  font: string;
  css: string;
  /** Which of the sources' characters the face holds (printable ASCII is always in). */
  characters: RegExp;
  /** The languages whose pages declare and preload it. */
  languages: readonly string[];
  /** Whether the page's language draws its Latin letters from this face too. */
  latinIn: readonly string[];
}

export const LATIN_FACE: PortalFace = {
  // Latin letters, digits and the punctuation between them.
  name: 'inter-portal',
  font: requireHere.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  css: requireHere.resolve('@fontsource-variable/inter/wght.css'),
  characters: /[\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u2122]/gu,
  // Korean pages put Pretendard first (the design system's :lang(ko) stack), and the Korean
  // face holds the Latin letters and punctuation too, so nothing there is drawn from this one.
  languages: ['en'],
  latinIn: ['en'],
};
export const KOREAN_FACE: PortalFace = {
  // Hangul syllables, and the punctuation, symbols and Latin letters that sit among them (a
  // browser draws a space or a comma inside Korean text in the Korean face). English pages
  // go without: their only Korean is the language switch's "한국어", which two small split
  // files cover, where this face would cost a desktop visitor (whose switch shows) 90 KB.
  name: 'pretendard-portal',
  font: requireHere.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2'),
  css: requireHere.resolve('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'),
  characters: /[\u00A0-\u33FF\uAC00-\uD7A3]/gu,
  languages: ['ko'],
  latinIn: ['ko'],
};
export const FACES = [LATIN_FACE, KOREAN_FACE];

/** The characters of `face` in the portal's text, with printable ASCII, sorted. */
export function faceCharacters(text: string, face: PortalFace): string[] {
  return [...new Set([...PRINTABLE_ASCII, ...(text.match(face.characters) ?? [])])].sort();
}

const matches = (pattern: RegExp, character: string) => new RegExp(pattern.source, 'u').test(character);

/**
 * Whether a page in `language` draws `character` from `face`: a face a language draws its Latin
 * letters from draws everything it holds; any other face only what the Latin face lacks.
 */
export function drawsFrom(face: PortalFace, language: string, character: string): boolean {
  if (face.latinIn.includes(language))
    return PRINTABLE_ASCII.includes(character) || matches(face.characters, character);
  return matches(face.characters, character) && !matches(LATIN_FACE.characters, character);
}

/** The characters of the portal's Korean face. */
export const portalKoreanCharacters = async (packageRoot: string) =>
  faceCharacters(await portalText(packageRoot), KOREAN_FACE);
/** The characters of the portal's Latin face. */
export const portalLatinCharacters = async (packageRoot: string) =>
  faceCharacters(await portalText(packageRoot), LATIN_FACE);
