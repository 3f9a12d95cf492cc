import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The design system sets Korean in Pretendard, split into 92 files by how often each syllable
 * is used, so any text finds its glyphs. The portal's own Korean texts then cost a visitor 17
 * of those files (~450 KB) on the Korean home page alone, and the page is laid out again as
 * each one arrives. This plugin builds one more face of the same family holding exactly the
 * characters the portal's Korean texts use (~90 KB, shared by every page), declared after the
 * design system's: a browser checks a family's faces last-declared first, so the portal's texts
 * come from this one file and only other text (a user's name) still reaches the split files.
 * Korean pages declare and preload it, and so does the SPA shell (without the preload). A subset is made at build time with hb-subset (subset-font), not by
 * hand: only HarfBuzz keeps a variable font's axes and its shaping tables intact.
 */

const requireHere = createRequire(import.meta.url);
const PRETENDARD_CSS = requireHere.resolve(
  'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css',
);
const PRETENDARD_FONT = requireHere.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2');

/** Where Korean the portal can show is written, relative to the portal package. */
const TEXT_SOURCES = [
  'src',
  '../product/src',
  '../design-system/src/locale',
  '../design-system/src/components',
];
const SKIPPED = /\.(test|stories|fixtures)\.|__screenshots__/;
/** Korean that `Intl` writes itself: dates (년, 월, 일, weekdays) and times (오전, 오후). */
const INTL_SAMPLES = [0, 1, 2, 3, 4, 5, 6].map((day) => new Date(Date.UTC(2026, 10, 22 + day, 3 + day * 2)));

/**
 * The weights the portal sets (regular to bold). The face still declares the design system's
 * weight range, so browsers group it with the split files; a weight outside these would be
 * drawn at the nearest end.
 */
const USED_WEIGHTS = { min: 400, max: 700 };
const FONT_NAME = 'pretendard-portal.woff2';
const FONT_FILE = /pretendard-portal-[\w-]+\.woff2$/;
/**
 * What the face holds: Hangul syllables, and the punctuation, symbols and Latin letters that sit
 * among them (a browser draws a space or a comma inside Korean text in the Korean face).
 */
const KOREAN_TEXT_CHARACTER = /[\u00A0-\u33FF\uAC00-\uD7A3]/gu;
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index));

async function textFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(json|ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !SKIPPED.test(file));
}

/** Every character the portal's Korean text can draw from its sources and from `Intl`. */
export async function portalKoreanCharacters(packageRoot: string): Promise<string[]> {
  const files = (
    await Promise.all(TEXT_SOURCES.map((dir) => textFiles(path.resolve(packageRoot, dir))))
  ).flat();
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  for (const date of INTL_SAMPLES) {
    texts.push(new Intl.DateTimeFormat('ko', { dateStyle: 'full', timeStyle: 'short' }).format(date));
  }
  return [...new Set([...PRINTABLE_ASCII, ...(texts.join('').match(KOREAN_TEXT_CHARACTER) ?? [])])].sort();
}

/** `U+AC00-AC01,U+AC04`: code points as the fewest CSS unicode-range terms. */
export function unicodeRange(characters: string[]): string {
  const points = [...new Set(characters.map((character) => character.codePointAt(0) as number))].sort(
    (a, b) => a - b,
  );
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The family and weight range the design system's Pretendard faces declare, read from its CSS. */
async function pretendardFace(): Promise<{ family: string; weight: string }> {
  const css = await readFile(PRETENDARD_CSS, 'utf8');
  const family = /font-family:\s*'([^']+)'/.exec(css)?.[1];
  const weight = /font-weight:\s*([\d ]+);/.exec(css)?.[1];
  if (!family || !weight) throw new Error(`Korean font: no family or weight in ${PRETENDARD_CSS}.`);
  return { family, weight };
}

export interface KoreanFontPlugin extends Plugin {
  /**
   * What a prerendered page in `language` adds at the end of its head: on Korean pages the face
   * and its preload. English pages go without: their only Korean is the language switch's
   * "한국어", which two small split files cover, where this face would cost a desktop visitor
   * (whose switch is on screen) 90 KB.
   */
  pageHeadEnd(language: string): string;
  /** What the SPA shell adds at the end of its head: the face, for the user area in Korean. */
  shellHeadEnd(): string;
}

/**
 * Builds the portal's Korean face (builds only). Its `<style>` goes at the end of the head, after
 * the stylesheet link, so it is declared after the design system's faces.
 */
export function koreanFontPlugin(): KoreanFontPlugin {
  let fontFace = '';
  let fontFile = '';
  let range = '';
  let face = { family: '', weight: '' };
  const style = () => `<style>${fontFace}</style>`;
  return {
    name: 'remoterl-korean-font',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      const [characters, font] = await Promise.all([
        portalKoreanCharacters(process.cwd()),
        readFile(PRETENDARD_FONT),
      ]);
      face = await pretendardFace();
      range = unicodeRange(characters);
      const source = await subsetFont(font, characters.join(''), {
        targetFormat: 'woff2',
        variationAxes: { wght: USED_WEIGHTS },
      });
      this.emitFile({ type: 'asset', name: FONT_NAME, source });
    },
    generateBundle(_options, bundle) {
      fontFile = Object.keys(bundle).find((file) => FONT_FILE.test(file)) ?? '';
      if (!fontFile) throw new Error('Korean font: the build emitted no portal face.');
      fontFace =
        `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;` +
        `font-weight:${face.weight};src:url(/${fontFile}) format('woff2-variations');unicode-range:${range}}`;
    },
    pageHeadEnd: (language) =>
      language === 'ko'
        ? `${style()}<link rel="preload" href="/${fontFile}" as="font" type="font/woff2" crossorigin="" />`
        : '',
    shellHeadEnd: style,
  };
}
