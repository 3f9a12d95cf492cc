import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The components style themselves with the design system's own variants and fonts (`ds-sm:`,
 * `ds-dark:`, `font-ds-mono`…), never Tailwind's `sm:`, `dark:` or `font-mono`: in a host app
 * running Tailwind those mean whatever the host configured, so a bare one would make a
 * component follow the host's breakpoints or dark-mode strategy instead of its own.
 */
const sources = import.meta.glob<string>(
  [
    './**/*.{ts,tsx}',
    '!./**/*.{stories,test,fixtures}.{ts,tsx}',
    // The portal's private blocks render inside the same host apps' Tailwind: same rules.
    '../../portal-ui/src/**/*.{ts,tsx}',
    '!../../portal-ui/src/**/*.{stories,test,fixtures}.{ts,tsx}',
  ],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/*
 * Colours and shadows carry `ds-` too (`bg-ds-primary`, `shadow-ds-elevated`): hosts often define
 * their own `primary`, `background`, `border`… (shadcn/ui does), and with one shared name the
 * last `@theme` would recolour either the host or the components.
 */
const tokensCss = readFileSync(new URL('./styles/generated/theme.css', import.meta.url), 'utf8');
const tokenNames = [...tokensCss.matchAll(/--(?:color|shadow)-ds-([\w-]+):/g)].map((match) => match[1]);
const UTILITY =
  'bg|text|border(?:-[trblxyse])?|ring(?:-offset)?|outline|fill|stroke|divide|placeholder|caret|accent|decoration|shadow';
const HOST_COLOUR = new RegExp(`(?<![\\w-])(?:${UTILITY})-(?:${tokenNames.join('|')})(?![\\w-])`, 'g');

const HOST_VARIANT = /(?<![\w-])(?:xs|sm|md|lg|xl|2xl|dark):[a-z[-]|(?<![\w-])font-(?:mono|sans|serif)\b/g;

/*
 * Corners too: `rounded-md` reads the host's --radius-md, and a brand could only change it by
 * changing the host's `rounded-md` with it. The components use `rounded-ds-*`, which the brand
 * sets. (`rounded-full` and `rounded-none` are shapes, not radii of a scale.)
 */
const HOST_RADIUS =
  /(?<![\w-])rounded(?:-[trblse]{1,2})?(?:-(?:xs|sm|md|lg|xl|2xl|3xl|4xl|button))?(?=[\s'"`]|$)/gm;

describe('class names', () => {
  it.each(Object.entries(sources).map(([file, code]) => ({ file: path.posix.normalize(file), code })))(
    "$file uses only the design system's own variants and fonts",
    ({ code }) => {
      expect(code.match(HOST_VARIANT) ?? []).toEqual([]);
    },
  );

  it.each(Object.entries(sources).map(([file, code]) => ({ file: path.posix.normalize(file), code })))(
    "$file uses only the design system's own radii",
    ({ code }) => {
      // Comments may say "rounded"; class lists are in quotes.
      const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      const classes = [...withoutComments.matchAll(/['"`]([^'"`]*)['"`]/g)]
        .map((match) => match[1])
        .join(' ');
      expect(classes.match(HOST_RADIUS) ?? []).toEqual([]);
    },
  );

  it('the tokens name at least the colours the components use', () => {
    expect(tokenNames).toEqual(expect.arrayContaining(['primary', 'foreground', 'border', 'elevated']));
  });

  it.each(Object.entries(sources).map(([file, code]) => ({ file: path.posix.normalize(file), code })))(
    "$file uses only the design system's own colour names",
    ({ code }) => {
      expect(code.match(HOST_COLOUR) ?? []).toEqual([]);
    },
  );
});
