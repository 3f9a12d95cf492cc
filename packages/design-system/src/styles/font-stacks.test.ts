import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandNames } from '../tokens';
import { findStacksWithoutKoreanFace } from '../tokens/font-stacks.mjs';

const stylesheet = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

// Every brand's stacks, generated from the tokens; the other stylesheets name them.
const variables = stylesheet('generated/variables.css');

describe('font stacks', () => {
  // preset.css, reset.css and base.css name the stacks the generated variables declare, so they are read with them.
  it.each([
    'generated/variables.css',
    'generated/theme.css',
    'brands/remoterl.css',
    'brands/ccnets.css',
    'styles.entry.css',
    'preset.css',
    'reset.css',
    'base.css',
  ])('%s: every stack reaches the Korean face first', (name) => {
    expect(findStacksWithoutKoreanFace(`${variables}\n${stylesheet(name)}`)).toEqual([]);
  });

  it('the source declares the stacks it is checked for, in every brand', () => {
    for (const stack of ['sans', 'sans-ko', 'mono']) {
      const declarations = [...variables.matchAll(new RegExp(`--rrl-font-${stack}:([^;]*);`, 'g'))];
      // One per shipped brand (the default's block serves :root and its attribute).
      expect(declarations.length).toBe(brandNames.length);
      for (const [, value] of declarations) expect(value).toContain("'Pretendard Variable'");
    }
  });

  it('flags a stack that falls back to a generic family before the Korean face', () => {
    const css = `:root{--font-mono:'JetBrains Mono Variable', ui-monospace, monospace;--font-weight-medium:500}
      code{font-family:Menlo,'Pretendard Variable',monospace}`;
    expect(findStacksWithoutKoreanFace(css)).toEqual([
      { property: '--font-mono', value: "'JetBrains Mono Variable', ui-monospace, monospace" },
    ]);
  });

  it('does not take an @font-face rule, which names one face, for a stack', () => {
    const css = `@font-face{font-family:'Inter Variable';src:url(./inter.woff2)}p{font-family:'Inter Variable',sans-serif}`;
    expect(findStacksWithoutKoreanFace(css)).toEqual([
      { property: 'font-family', value: "'Inter Variable',sans-serif" },
    ]);
  });

  it('reads minified CSS and follows variables to where they are declared', () => {
    const css = `:root{--font-sans:Inter,"Pretendard Variable",sans-serif;--default-font-family:var(--font-sans)}html{font-family:var(--default-font-family,ui-sans-serif,system-ui)}pre{font-family:var(--missing,ui-monospace,monospace)}`;
    expect(findStacksWithoutKoreanFace(css)).toEqual([
      { property: 'font-family', value: 'var(--missing,ui-monospace,monospace)' },
    ]);
  });
});
