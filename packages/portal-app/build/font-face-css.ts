import { readFile } from 'node:fs/promises';

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
export async function declaredFace(css: string): Promise<{ family: string; weight: string }> {
  const text = await readFile(css, 'utf8');
  const family = /font-family:\s*'([^']+)'/.exec(text)?.[1];
  const weight = /font-weight:\s*([\d ]+);/.exec(text)?.[1];
  if (!family || !weight) throw new Error(`Portal fonts: no family or weight in ${css}.`);
  return { family, weight };
}

/** The `@font-face` rule of a portal face: the design system's family and weights, the portal's file and range. */
export function fontFaceRule(
  declared: { family: string; weight: string },
  file: string,
  range: string,
): string {
  return (
    `@font-face{font-family:'${declared.family}';font-style:normal;font-display:swap;` +
    `font-weight:${declared.weight};src:url(/${file}) format('woff2-variations');unicode-range:${range}}`
  );
}
