import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Components take every colour from the tokens (`bg-ds-primary`, `var(--rrl-primary)`), so a
 * brand recolours all of them. A colour written into a component (`#a9c1ff`, `rgb(71 130 255)`,
 * an arbitrary `text-[#…]`) stays the default brand's under every other brand.
 */
const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx,css}', '!./**/*.{stories,test,fixtures}.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Files allowed to name colours, and why. */
const ALLOWED: Record<string, string> = {
  // Google's sign-in button must use Google's own colours (its branding guidelines).
  'sections/auth-card/google-button.tsx': 'Google branding',
};

const COLOUR = /#[\da-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\bcolor\((?:srgb|display-p3)/gi;

/** Comments say which colour a token holds and why; only code counts. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const componentFiles = Object.entries(sources)
  .map(([file, code]) => ({ file: path.posix.normalize(file), code }))
  // The tokens and the CSS generated from them are where the colours live.
  .filter(({ file }) => !/^(styles|tokens)\//.test(file) && !(file in ALLOWED));

describe('hard-coded colours', () => {
  it.each(componentFiles)('$file takes its colours from the tokens', ({ code }) => {
    expect(withoutComments(code).match(COLOUR) ?? []).toEqual([]);
  });

  it('finds one where it is written', () => {
    expect("className='[&_[data-accent]]:text-[#a9c1ff]'".match(COLOUR)).toEqual(['#a9c1ff']);
    expect('bg-[radial-gradient(circle,rgb(71_130_255/0.45),transparent)]'.match(COLOUR)).toEqual(['rgb(']);
  });
});
