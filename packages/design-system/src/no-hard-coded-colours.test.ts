import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findColourLeaks } from './lib/colour-leaks';

/*
 * Components take every colour from the tokens (`bg-ds-primary`, `var(--rrl-primary)`), so a
 * brand recolours all of them. A colour written into a component stays the default brand's
 * under every other brand, however it is written: `#a9c1ff`, `rgb(71 130 255)`, an arbitrary
 * `text-[#…]`, a named colour, a Tailwind palette utility (`bg-red-500`, `text-white`), an SVG
 * `fill`/`stroke` or a `style` prop (lib/colour-leaks.ts).
 */
const sources = import.meta.glob<string>(
  [
    './**/*.{ts,tsx,css}',
    '!./**/*.{stories,test,fixtures}.{ts,tsx}',
    // The portal's private blocks are held to the same rules: they sit on the same tokens.
    '../../portal-ui/src/**/*.{ts,tsx,css}',
    '!../../portal-ui/src/**/*.{stories,test,fixtures}.{ts,tsx}',
  ],
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

/** Comments say which colour a token holds and why; only code counts. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const componentFiles = Object.entries(sources)
  .map(([file, code]) => ({ file: path.posix.normalize(file), code }))
  // The tokens and the CSS generated from them are where the colours live.
  .filter(({ file }) => !/^(styles|tokens)\//.test(file) && !(file in ALLOWED));

describe('hard-coded colours', () => {
  it.each(componentFiles)('$file takes its colours from the tokens', ({ code }) => {
    expect(findColourLeaks(withoutComments(code))).toEqual([]);
  });

  it.each([
    ["className='[&_[data-accent]]:text-[#a9c1ff]'", '#a9c1ff'],
    ['bg-[radial-gradient(circle,rgb(71_130_255/0.45),transparent)]', 'rgb('],
    ['<path fill="red" d="M0 0" />', 'red'],
    ["<rect stroke={'#000'} />", '#000'],
    ['<circle fill="rebeccapurple" />', 'rebeccapurple'],
    ["className='bg-red-500 p-2'", 'bg-red-500'],
    ["className='hover:text-white'", 'text-white'],
    ["className='from-black/70'", 'from-black'],
    ["style={{ color: 'crimson' }}", "color: 'crimson'"],
    ["style={{ backgroundColor: 'var(--brand)' }}", "backgroundColor: 'var(--brand)'"],
    ['.x { border: 1px solid gold; }', 'gold'],
    ['[color:navy]', 'navy'],
  ])('finds the colour in %s', (code, leak) => {
    expect(findColourLeaks(code).join(' ')).toContain(leak);
  });

  it.each([
    'className="bg-ds-primary text-ds-primary-foreground bg-ds-overlay/50"',
    '<path fill="none" stroke="currentColor" />',
    '<rect fill="var(--rrl-primary)" />',
    "style={{ color: plan.iconColor, backgroundColor: 'var(--rrl-surface)' }}",
    "label: 'Red team', tone: 'success' as const",
    'whitespace-nowrap text-ds-muted border-transparent',
  ])('lets the tokens and plain words through: %s', (code) => {
    expect(findColourLeaks(code)).toEqual([]);
  });
});
