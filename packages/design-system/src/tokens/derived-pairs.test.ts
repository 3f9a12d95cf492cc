import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS } from './contrast.mjs';

/*
 * The contrast pairs follow what the components draw: wherever one class list fills an element
 * with a token (`bg-ds-info`) and writes on it with another (`text-ds-background`), that pair
 * must be in contrast.mjs, so every brand (shipped, or a site's own through the brand command)
 * is checked on it. Translucent fills (`bg-ds-info/6`) and state variants (`hover:`) tint
 * what is under them and are left to the page pairs.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.{stories,test,fixtures}.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const plain = (prefix: string) =>
  new RegExp(`(?<![\\w:/-])${prefix}-ds-([a-z]+(?:-[a-z]+)*)(?![\\w/-])`, 'g');

/**
 * Pairs that a class list names but never draws, and why. Anything else the components fill
 * and write on must be in contrast.mjs.
 */
const NOT_DRAWN: Record<string, string> = {
  // The check mark shows only when checked, on the checked fill (primary-strong), a listed pair.
  'primary-foreground on background': 'checkbox.tsx: the unchecked box shows no mark',
};

const LITERAL = /'[^'\n]*'|"[^"\n]*"|`[^`]*`/g;

/**
 * The units a class list lives in: each string literal, and in a `cva(…)` recipe its base
 * classes together with each variant's (the base is drawn on every variant's fill).
 */
function classUnits(code: string): string[] {
  const units = [...code.matchAll(LITERAL)].map((match) => match[0]);
  for (const [, recipe = ''] of code.matchAll(/\bcva\(([\s\S]*?)\n\);/g)) {
    const variantsAt = recipe.search(/\{\s*variants:/);
    const base = variantsAt < 0 ? recipe : recipe.slice(0, variantsAt);
    const variants = variantsAt < 0 ? '' : recipe.slice(variantsAt);
    for (const [variant] of variants.matchAll(LITERAL)) units.push(`${base} ${variant}`);
  }
  return units;
}

/** `{ file, foreground, background }` for each class list that fills and writes. */
function usedPairs() {
  const found = new Map<string, { file: string; foreground: string; background: string }>();
  for (const [file, code] of Object.entries(sources)) {
    for (const literal of classUnits(code)) {
      const backgrounds = [...literal.matchAll(plain('bg'))].map((match) => match[1] ?? '');
      const foregrounds = [...literal.matchAll(plain('text'))]
        .map((match) => match[1] ?? '')
        // text-ds-* also names the type scale.
        .filter((name) => !/^(?:xs|sm|base|lg|xl|\dxl|display|body|caption)/.test(name));
      for (const background of backgrounds)
        for (const foreground of foregrounds)
          found.set(`${foreground} on ${background}`, {
            file: path.posix.normalize(file),
            foreground,
            background,
          });
    }
  }
  return [...found.values()];
}

const listed = new Set(CONTRAST_PAIRS.map((pair) => `${pair.foreground} on ${pair.background}`));
const pageBackgrounds = new Set(['background', 'surface', 'surface-raised']);

describe('contrast pairs derived from the components', () => {
  const pairs = usedPairs();

  it('finds the pairs the components draw', () => {
    expect(pairs.map((pair) => `${pair.foreground} on ${pair.background}`)).toEqual(
      expect.arrayContaining(['background on info', 'primary-foreground on primary-strong']),
    );
  });

  it.each(pairs)('$foreground on $background ($file) is checked in every brand', (pair) => {
    // A page colour under text is checked by the page pairs of that text colour.
    const key = `${pair.foreground} on ${pair.background}`;
    const onPage = pageBackgrounds.has(pair.background) && listed.has(`${pair.foreground} on background`);
    expect(listed.has(key) || onPage || key in NOT_DRAWN, key).toBe(true);
  });
});
