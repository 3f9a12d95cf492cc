import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { declaredFace, fontFaceRule, unicodeRange } from './font-face-css.ts';
import { pageCharacters, type LaterParts } from './page-characters.ts';
import {
  drawsFrom,
  FACES,
  faceCharacters,
  KOREAN_FACE,
  LATIN_FACE,
  type PortalFace,
} from './portal-faces.ts';
import { portalText } from './portal-text.ts';
import { cutFont } from './cut-font.ts';

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
 * The cuts are made by cut-font.ts.
 */

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

/**
 * `characters` with each letter's other case: a style may draw the HTML's text in capitals
 * (`text-transform`), and a letter the cut lacked would fetch the whole face for the first paint.
 */
const withBothCases = (characters: Set<string>) =>
  new Set(
    [...characters].flatMap((character) => [
      character,
      ...character.toUpperCase(),
      ...character.toLowerCase(),
    ]),
  );

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

/**
 * A page's own Korean cuts, whether the page draws its Latin letters from them too, and, where
 * it draws them from the Latin face, its own Latin cut of what its first screen draws.
 */
interface PageCut {
  firstPaint?: DeclaredFace;
  later?: DeclaredFace;
  latin: boolean;
  latinFirstPaint?: DeclaredFace;
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
  /** Pages with the same characters share one cut of a face (the English pages, say). */
  const pageCuts = new Map<string, Promise<DeclaredFace>>();
  const style = (faces: DeclaredFace[]) => `<style>${faces.map((face) => face.fontFace).join('')}</style>`;
  const preload = ({ file }: DeclaredFace) =>
    `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin="" />`;

  async function writePageCut(face: BuiltFace, characters: string[]): Promise<DeclaredFace> {
    const source = await cutFont(face.font, characters);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    const file = `assets/${face.face.name}-page-${hash}.woff2`;
    await mkdir(path.join(outDir, 'assets'), { recursive: true });
    await writeFile(path.join(outDir, file), source);
    return { file, fontFace: fontFaceRule(face.declared, file, unicodeRange(characters)) };
  }

  async function declaredCut(face: BuiltFace, characters: string[]): Promise<DeclaredFace | undefined> {
    if (characters.length === 0) return undefined;
    const key = `${face.face.name}:${characters.sort().join('')}`;
    if (!pageCuts.has(key)) pageCuts.set(key, writePageCut(face, characters));
    return pageCuts.get(key);
  }

  const builtFace = (face: PortalFace) => {
    const found = built.find((each) => each.face === face);
    if (!found) throw new Error(`Portal fonts: the face ${face.name} was not built.`);
    return found;
  };

  /** A page's cuts: Korean for its first paint and its later sections, Latin for its first paint. */
  async function pageCut(language: string, html: string): Promise<PageCut> {
    const { firstPaint, later } = pageCharacters(html, LATER_ON_PUBLIC_PAGES);
    const drawn = (face: PortalFace, characters: Set<string>) =>
      [...characters].filter((character) => drawsFrom(face, language, character));
    return {
      firstPaint: await declaredCut(builtFace(KOREAN_FACE), drawn(KOREAN_FACE, firstPaint)),
      later: await declaredCut(builtFace(KOREAN_FACE), drawn(KOREAN_FACE, later)),
      latin: KOREAN_FACE.latinIn.includes(language),
      latinFirstPaint: LATIN_FACE.latinIn.includes(language)
        ? await declaredCut(builtFace(LATIN_FACE), drawn(LATIN_FACE, withBothCases(firstPaint)))
        : undefined,
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
            source: await cutFont(font, characters),
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
      const { firstPaint, later, latin, latinFirstPaint } = await pageCut(language, html);
      const own = [latinFirstPaint, later, firstPaint].filter((cut) => cut !== undefined);
      // The page's own cuts are declared last, so they draw what they hold. An English page's
      // first paint waits on its own Latin cut alone (8.3 KB on the home page, where the
      // portal's whole Latin face is 20.7 KB), which is preloaded: Lighthouse's LCP (the home
      // page's heading) waited on the whole face. The whole face, declared before the cut,
      // loads only when text beyond the first screen draws a character the cut lacks (a later
      // section as it nears the screen), and is one file all English pages share.
      if (!latin || !firstPaint)
        return (
          style([...siteFaces, ...own]) +
          (latinFirstPaint ? [latinFirstPaint] : siteFaces).map(preload).join('')
        );
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
