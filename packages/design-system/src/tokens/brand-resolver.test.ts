import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedTokenFiles } from '../../scripts/generate-tokens.mjs';
import { contrastReport, describePair } from './contrast.mjs';
import { designSystemResolver, resolveBrand, SHIPPED_BRANDS, type Resolver } from './resolve-tokens.mjs';

/*
 * Adding a brand is one tokens file, named as a context of the resolver's brand modifier, and
 * no component edit: a third brand (a test fixture, never shipped) is built like the shipped
 * ones. It sets only base colours, so its hover and focus colours are derived from them.
 */
function withViolet(): Resolver {
  const resolver = designSystemResolver();
  const fixture = path.relative(resolver.baseDir, path.join(__dirname, '__fixtures__/violet.tokens.json'));
  const { brand } = resolver.document.modifiers!;
  resolver.document.modifiers!.brand = {
    ...brand!,
    contexts: { ...brand!.contexts, violet: [{ $ref: fixture }] },
  };
  return resolver;
}

const names = (tokens: { name: string }[]) => tokens.map((token) => token.name).sort();
const current = await generatedTokenFiles();
const withThird = await generatedTokenFiles(withViolet());

describe('a third brand from one file', () => {
  const derived: string[] = [];
  const violet = resolveBrand('violet', { resolver: withViolet(), derived });
  const remoterl = resolveBrand(SHIPPED_BRANDS[0]!);

  it('sets every custom property the default brand sets, in both modes', () => {
    expect(names(violet.light)).toEqual(names(remoterl.light));
    expect(names(violet.dark)).toEqual(names(remoterl.dark));
    const light = Object.fromEntries(violet.light.map((token) => [token.name, token.value]));
    expect(light['rrl-primary-strong']).toBe('#6d28d9');
    expect(light['rrl-radius-button']).toBe('2px');
    expect(light['rrl-secondary-muted']).toBe('rgb(245 243 255 / 0.8)');
  });

  it('derives the interaction states it leaves out from its own base colours', () => {
    const value = (mode: 'light' | 'dark', name: string) =>
      violet[mode].find((token) => token.name === `rrl-${name}`)?.value;
    // 15 % toward black: 0x6d, 0x28, 0xd9 times 0.85.
    expect(value('light', 'primary-strong-hover')).toBe('#5d22b8');
    expect(value('light', 'focus')).toBe('#6d28d9');
    expect(value('dark', 'focus')).toBe('#a78bfa');
    expect(derived).toContain('light.color.primary-hover (from primary: #6931c9)');
    // Pressed is 25 % toward black, in both modes: 0x6d, 0x28, 0xd9 times 0.75; dark's
    // primary-strong #7c3aed likewise (white text on it only gains contrast).
    expect(value('light', 'primary-strong-active')).toBe('#521ea3');
    expect(value('dark', 'primary-strong-active')).toBe('#5d2cb2');
    expect(derived).toContain('light.color.primary-active (from primary: #5d2cb2)');
    expect(derived).toContain('dark.color.primary-active (from primary: #7d68bc)');
    // The shipped brands set every state: nothing of theirs is derived.
    const shippedDerived: string[] = [];
    for (const name of SHIPPED_BRANDS) resolveBrand(name, { derived: shippedDerived });
    expect(shippedDerived).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('meets WCAG AA for every pair the components use, %s', (mode) => {
    const colours = Object.fromEntries(
      violet[mode]
        .filter((token) => token.type === 'color')
        .map((token) => [token.path.slice(1).join('-'), token.value]),
    );
    expect(
      contrastReport(colours, mode)
        .filter((result) => !result.passes)
        .map(describePair),
    ).toEqual([]);
    // The pressed filled button is among the pairs checked, on the derived colour.
    const pressed = contrastReport(colours, mode).find(
      (result) => result.background === 'primary-strong-active',
    );
    expect(pressed?.passes).toBe(true);
    expect(pressed?.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves the theme the components compile against unchanged, and adds only its own CSS', () => {
    expect(withThird['src/styles/generated/theme.css']).toBe(current['src/styles/generated/theme.css']);
    expect(withThird['src/styles/generated/variables.css']).toBe(
      `${current['src/styles/generated/variables.css']}\n${withThird[
        'src/styles/generated/variables.css'
      ]!.slice(current['src/styles/generated/variables.css']!.length + 1)}`,
    );
    const added = withThird['src/styles/generated/variables.css']!.slice(
      current['src/styles/generated/variables.css']!.length,
    );
    expect(added).toContain(`[data-brand='violet'] {`);
    expect(added).toContain(`[data-brand='violet'].dark, .dark [data-brand='violet'] {`);
    expect(withThird['src/styles/brands/violet.css']).toMatch(/^:root \{[^}]*--rrl-primary: #7c3aed;/m);
    const changed = Object.keys(withThird).filter((file) => withThird[file] !== current[file]);
    expect(changed.sort()).toEqual([
      'src/styles/brands/violet.css',
      'src/styles/generated/variables.css',
      'src/tokens/tokens.generated.ts',
    ]);
  });
});
