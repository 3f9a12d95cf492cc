import { describe, expect, it } from 'vitest';
import { composeTokens, TokenProblems } from './dtcg-resolver.mjs';
import { resolveTokenTree } from './dtcg-tokens.mjs';

/*
 * The reader follows the DTCG Resolver Module 2025.10 where the design system relies on it:
 * input validation, composition in order (the last source wins), references to files, to a
 * part of a file and to sets, the references the module forbids, and, after composition, group
 * extension, inherited types and aliases (Format Module 2025.10).
 */
const files: Record<string, unknown> = {
  '/t/base.json': { color: { $type: 'color', ink: { $value: '#111111' }, paper: { $value: '#ffffff' } } },
  '/t/brand.json': { light: { ink: { $value: '#222222' } }, dark: { ink: { $value: '#eeeeee' } } },
};
const readJson = (file: string) => files[file];

const document = {
  version: '2025.10',
  sets: { base: { sources: [{ $ref: 'base.json' }] } },
  modifiers: {
    mode: {
      contexts: {
        light: [{ $ref: 'brand.json#/light' }],
        dark: [{ $ref: '#/sets/base' }, { $ref: 'brand.json#/dark' }],
      },
      default: 'light',
    },
    density: { contexts: { compact: [{ gap: { $type: 'dimension', $value: '4px' } }], roomy: [] } },
  },
  resolutionOrder: [{ $ref: '#/sets/base' }, { $ref: '#/modifiers/mode' }, { $ref: '#/modifiers/density' }],
};

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof TokenProblems) return error.problems;
    throw error;
  }
  return [];
}

describe('DTCG resolver reader', () => {
  it('composes sets and the chosen contexts in order, the last occurrence winning', () => {
    const tree = composeTokens(document, { mode: 'dark', density: 'compact' }, { baseDir: '/t', readJson });
    expect(tree).toEqual({
      color: { $type: 'color', ink: { $value: '#111111' }, paper: { $value: '#ffffff' } },
      ink: { $value: '#eeeeee' },
      gap: { $type: 'dimension', $value: '4px' },
    });
    // A modifier left out of the input takes its default; an empty context adds nothing.
    const light = composeTokens(document, { density: 'roomy' }, { baseDir: '/t', readJson });
    expect(light).toEqual({ ...files['/t/base.json']!, ink: { $value: '#222222' } });
  });

  it('refuses an input that names an unknown modifier or context, or leaves out one without a default', () => {
    expect(
      problemsOf(() => composeTokens(document, { mode: 'sepia', tone: 'warm' }, { baseDir: '/t', readJson })),
    ).toEqual([
      'input mode: "sepia" is none of its contexts (light, dark)',
      'input tone: no such modifier (mode, density)',
      'input density: required, as the modifier has no default',
    ]);
  });

  it('refuses what the module forbids: a wrong version, a default outside the contexts, a reference to a modifier', () => {
    expect(
      problemsOf(() =>
        composeTokens({
          ...document,
          version: '2024',
          modifiers: { mode: { contexts: { a: [] }, default: 'b' } },
        }),
      ),
    ).toEqual([
      'version: must be "2025.10", not "2024"',
      'modifiers.mode.default: "b" is none of its contexts (a)',
    ]);
    const pointsAtModifier = {
      ...document,
      sets: { base: { sources: [{ $ref: '#/modifiers/mode' }] } },
    };
    expect(
      problemsOf(() => composeTokens(pointsAtModifier, { density: 'roomy' }, { baseDir: '/t', readJson })),
    ).toEqual(['#/modifiers/mode: a set or a context may not point at a modifier or into resolutionOrder']);
    const twice = {
      version: '2025.10',
      resolutionOrder: [{ $ref: '#/sets/base' }, { $ref: '#/sets/base' }],
      sets: document.sets,
    };
    expect(problemsOf(() => composeTokens(twice, {}, { baseDir: '/t', readJson }))).toEqual([
      'resolutionOrder[1]: the name "base" is used twice',
    ]);
  });

  it('resolves group extension, inherited types and aliases after composition', () => {
    const tokens = resolveTokenTree({
      light: {
        color: { $type: 'color', primary: { $value: '#4782ff' }, link: { $value: '{light.color.primary}' } },
      },
      color: { $extends: '{light.color}', link: { $value: '#3c66d3' } },
      shadow: {
        $type: 'shadow',
        card: { $value: { color: '{light.color.primary}', offsetX: '0px', offsetY: '2px', blur: '4px' } },
      },
    });
    const byPath = Object.fromEntries(tokens.map((token) => [token.path.join('.'), token]));
    expect(byPath['light.color.link']).toMatchObject({ type: 'color', value: '#4782ff' });
    expect(byPath['color.primary']).toMatchObject({ type: 'color', value: '#4782ff' });
    expect(byPath['color.link']).toMatchObject({ type: 'color', value: '#3c66d3' });
    expect(byPath['shadow.card']?.value).toMatchObject({ color: '#4782ff' });
  });

  it('names every dangling, circular or mistyped alias and every bad extension at once', () => {
    expect(
      problemsOf(() =>
        resolveTokenTree({
          a: { $type: 'color', $value: '{b}' },
          b: { $type: 'color', $value: '{a}' },
          c: { $type: 'color', $value: '{nowhere}' },
          d: { $type: 'dimension', $value: '{e}' },
          e: { $type: 'color', $value: '#000000' },
          g: { $extends: '{missing}' },
        }),
      ),
    ).toEqual([
      'g.$extends: "{missing}" names no group',
      'a: {b} is part of a cycle of aliases',
      'b: {a} is part of a cycle of aliases',
      'c: {nowhere} names no token',
      'd: a dimension cannot alias e, a color',
    ]);
  });
});
