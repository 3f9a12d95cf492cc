import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { pageCharacters, type LaterParts } from './page-characters.ts';

/**
 * The design system's fonts are built to draw any text: Inter's Latin file holds ~250
 * characters at every weight from 100 to 900 (48 KB), and Pretendard is split into 92 files by
 * how often each Korean syllable is used, of which the Korean home page needed 17 (~450 KB),
 * laid out again as each arrived. The portal's own text is known at build time, so this plugin
 * cuts each font to the characters that text uses, at the weights the portal sets, and
 * declares the cut after the design system's faces, with the same family and descriptors: a
 * browser checks a family's faces last-declared first, so the portal's text comes from these
 * files and anything else (a user's name) still reaches the design system's.
 *
 * Each prerendered page also gets Korean cuts of its own, to the characters its HTML draws:
 * one for what its first screen draws (the top bar and the first two sections: 34 KB on the
 * Korean home page, where the portal's whole face is 90), which a Korean page preloads,
 * and one for what only its later sections draw, which loads as a visitor scrolls to them.
 * Korean pages also link the portal's whole Korean face after their first paint, declared
 * before their own cuts, for text beyond the page (a form's messages, the next page after a
 * client-side navigation). An English
 * page's cut holds the Hangul of its language switch, "한국어": 2 KB, loaded only where the
 * switch shows (wider screens).
 *
 * The cut is made with hb-subset (subset-font), not by hand: only HarfBuzz keeps a variable
 * font's axes and its shaping tables intact.
 */

const requireHere = createRequire(import.meta.url);

/** Where text the portal can show is written, relative to the portal package. */
const TEXT_SOURCES = [
  'src',
  '../product/src',
  '../design-system/src/locale',
  '../design-system/src/components',
];
const SKIPPED = /\.(test|stories|fixtures)\.|__screenshots__/;
/** Korean that `Intl` writes itself: dates (년, 월, 일, weekdays) and times (오전, 오후). */
const INTL_SAMPLES = [0, 1, 2, 3, 4, 5, 6].map((day) => new Date(Date.UTC(2026, 10, 22 + day, 3 + day * 2)));
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index));

/**
 * The weights the portal sets (regular to bold). A face still declares the design system's
 * weight range, so browsers group it with the design system's files; a weight outside these
 * would be drawn at the nearest end.
 */
const USED_WEIGHTS = { min: 400, max: 700 };

interface PortalFace {
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

const LATIN_FACE: PortalFace = {
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
const KOREAN_FACE: PortalFace = {
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
const FACES = [LATIN_FACE, KOREAN_FACE];

async function textFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(json|ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !SKIPPED.test(file));
}

/** Everything the portal's sources can draw, plus what `Intl` writes in Korean dates. */
async function portalText(packageRoot: string): Promise<string> {
  const files = (
    await Promise.all(TEXT_SOURCES.map((dir) => textFiles(path.resolve(packageRoot, dir))))
  ).flat();
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  for (const date of INTL_SAMPLES) {
    texts.push(new Intl.DateTimeFormat('ko', { dateStyle: 'full', timeStyle: 'short' }).format(date));
  }
  return texts.join('');
}

/** The characters of `face` in the portal's text, with printable ASCII, sorted. */
function faceCharacters(text: string, face: PortalFace): string[] {
  return [...new Set([...PRINTABLE_ASCII, ...(text.match(face.characters) ?? [])])].sort();
}

/**
 * What a public page draws only after a phone's first screen (Lighthouse's is 412 x 823): the
 * browser lays out the top bar and the first two sections, and leaves the later sections and
 * the footer undrawn until a visitor scrolls near them (content-visibility, src/styles.css).
 * Their characters go in a cut of their own that loads then. A taller screen lays out more at
 * once and fetches that cut right away.
 */
const LATER_ON_PUBLIC_PAGES: LaterParts = {
  sections: "[data-slot='public-layout'] main [data-slot='page-section']",
  drawnFirst: 2,
  alsoLater: "[data-slot='public-layout'] [data-slot='footer']",
};

const matches = (pattern: RegExp, character: string) => new RegExp(pattern.source, 'u').test(character);

/**
 * Whether a page in `language` draws `character` from `face`: a face a language draws its Latin
 * letters from draws everything it holds; any other face only what the Latin face lacks.
 */
function drawsFrom(face: PortalFace, language: string, character: string): boolean {
  if (face.latinIn.includes(language))
    return PRINTABLE_ASCII.includes(character) || matches(face.characters, character);
  return matches(face.characters, character) && !matches(LATIN_FACE.characters, character);
}

/** Cuts `font` to `characters` at the weights the portal sets. */
const cut = (font: Buffer, characters: string[]) =>
  subsetFont(font, characters.join(''), { targetFormat: 'woff2', variationAxes: { wght: USED_WEIGHTS } });

/** The characters of the portal's Korean face. */
export const portalKoreanCharacters = async (packageRoot: string) =>
  faceCharacters(await portalText(packageRoot), KOREAN_FACE);
/** The characters of the portal's Latin face. */
export const portalLatinCharacters = async (packageRoot: string) =>
  faceCharacters(await portalText(packageRoot), LATIN_FACE);

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

/** The family and weight range a design-system font's CSS declares. */
async function declaredFace(css: string): Promise<{ family: string; weight: string }> {
  const text = await readFile(css, 'utf8');
  const family = /font-family:\s*'([^']+)'/.exec(text)?.[1];
  const weight = /font-weight:\s*([\d ]+);/.exec(text)?.[1];
  if (!family || !weight) throw new Error(`Portal fonts: no family or weight in ${css}.`);
  return { family, weight };
}

/** A face as a page declares it: its file, and its `@font-face` rule once the file is named. */
interface DeclaredFace {
  file: string;
  fontFace: string;
}

interface BuiltFace extends DeclaredFace {
  face: PortalFace;
  /** The font before the cut, for the pages' own cuts. */
  font: Buffer;
  /** The emitted file's reference while bundling. */
  reference: string;
  declared: { family: string; weight: string };
  range: string;
  /** A stylesheet declaring only this face: Korean pages link the Korean one after their first paint. */
  stylesheet?: string;
}

/** A page's own Korean cuts, and whether the page draws its Latin letters from them too. */
interface PageCut {
  firstPaint?: DeclaredFace;
  later?: DeclaredFace;
  latin: boolean;
}

function fontFaceRule(declared: BuiltFace['declared'], file: string, range: string): string {
  return (
    `@font-face{font-family:'${declared.family}';font-style:normal;font-display:swap;` +
    `font-weight:${declared.weight};src:url(/${file}) format('woff2-variations');unicode-range:${range}}`
  );
}

export interface PortalFontsPlugin extends Plugin {
  /**
   * What a prerendered page in `language` whose root holds `html` adds at the end of its head:
   * its faces and their preloads. Called once the bundle is written; writes the page's cut.
   */
  pageHeadEnd(language: string, html: string): Promise<string>;
  /** What the SPA shell adds at the end of its head: every face, for the user area in either language. */
  shellHeadEnd(): string;
}

/**
 * Builds the portal's faces (builds only). Their `<style>` goes at the end of the head, after
 * the stylesheet link, so they are declared after the design system's faces.
 */
export function portalFontsPlugin(): PortalFontsPlugin {
  let built: BuiltFace[] = [];
  let outDir = '';
  /** Pages with the same characters share one cut (the English pages, say). */
  const pageCuts = new Map<string, Promise<DeclaredFace>>();
  const style = (faces: DeclaredFace[]) => `<style>${faces.map((face) => face.fontFace).join('')}</style>`;
  const preload = ({ file }: DeclaredFace) =>
    `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin="" />`;

  async function writePageCut(korean: BuiltFace, characters: string[]): Promise<DeclaredFace> {
    const source = await cut(korean.font, characters);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    const file = `assets/${korean.face.name}-page-${hash}.woff2`;
    await mkdir(path.join(outDir, 'assets'), { recursive: true });
    await writeFile(path.join(outDir, file), source);
    return { file, fontFace: fontFaceRule(korean.declared, file, unicodeRange(characters)) };
  }

  async function declaredCut(korean: BuiltFace, characters: string[]): Promise<DeclaredFace | undefined> {
    if (characters.length === 0) return undefined;
    const key = characters.sort().join('');
    if (!pageCuts.has(key)) pageCuts.set(key, writePageCut(korean, characters));
    return pageCuts.get(key);
  }

  /** A page's Korean cuts: for its first paint, and for its later sections. */
  async function pageCut(language: string, html: string): Promise<PageCut> {
    const korean = built.find(({ face }) => face === KOREAN_FACE);
    if (!korean) throw new Error('Portal fonts: the Korean face was not built.');
    const { firstPaint, later } = pageCharacters(html, LATER_ON_PUBLIC_PAGES);
    const drawn = (characters: Set<string>) =>
      [...characters].filter((character) => drawsFrom(KOREAN_FACE, language, character));
    return {
      firstPaint: await declaredCut(korean, drawn(firstPaint)),
      later: await declaredCut(korean, drawn(later)),
      latin: KOREAN_FACE.latinIn.includes(language),
    };
  }

  return {
    name: 'remoterl-portal-fonts',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      const text = await portalText(process.cwd());
      built = await Promise.all(
        FACES.map(async (face) => {
          const characters = faceCharacters(text, face);
          const [font, declared] = await Promise.all([readFile(face.font), declaredFace(face.css)]);
          const reference = this.emitFile({
            type: 'asset',
            name: `${face.name}.woff2`,
            source: await cut(font, characters),
          });
          return {
            face,
            font,
            reference,
            file: '',
            fontFace: '',
            declared,
            range: unicodeRange(characters),
          };
        }),
      );
    },
    generateBundle() {
      for (const face of built) {
        face.file = this.getFileName(face.reference);
        face.fontFace = fontFaceRule(face.declared, face.file, face.range);
        if (face.face !== KOREAN_FACE) continue;
        const stylesheet = this.emitFile({
          type: 'asset',
          name: `${face.face.name}.css`,
          source: face.fontFace,
        });
        face.stylesheet = this.getFileName(stylesheet);
      }
    },
    pageHeadEnd: async (language, html) => {
      const siteFaces = built.filter(({ face }) => face.languages.includes(language));
      const { firstPaint, later, latin } = await pageCut(language, html);
      const own = [later, firstPaint].filter((cut) => cut !== undefined);
      // The page's own cuts are declared last, so they draw what they hold.
      if (!latin || !firstPaint) return style([...siteFaces, ...own]) + siteFaces.map(preload).join('');
      // They hold a Korean page's Latin letters too, so the first paint waits on its cut alone,
      // which is preloaded. The portal's whole Korean face, for text beyond the page, is linked
      // after that paint by page-init.js, ahead of the cuts: its range is ~1 KB gzip, which would
      // take the home page's HTML past what TCP sends in its first round trip (~14 KB).
      const linkedLater = siteFaces.map(
        ({ stylesheet }) => `<meta name="app-stylesheet" content="/${stylesheet}" />`,
      );
      return linkedLater.join('') + style(own) + preload(firstPaint);
    },
    shellHeadEnd: () => style(built),
  };
}
