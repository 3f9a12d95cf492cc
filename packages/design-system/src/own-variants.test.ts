import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The components style themselves with the design system's own variants and fonts (`ds-sm:`,
 * `ds-dark:`, `font-ds-mono`…), never Tailwind's `sm:`, `dark:` or `font-mono`: in a host app
 * running Tailwind those mean whatever the host configured, so a bare one would make a
 * component follow the host's breakpoints or dark-mode strategy instead of its own.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.{stories,test,fixtures}.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const HOST_VARIANT = /(?<![\w-])(?:xs|sm|md|lg|xl|2xl|dark):[a-z[-]|(?<![\w-])font-(?:mono|sans|serif)\b/g;

describe('class names', () => {
  it.each(Object.entries(sources).map(([file, code]) => ({ file: path.posix.normalize(file), code })))(
    "$file uses only the design system's own variants and fonts",
    ({ code }) => {
      expect(code.match(HOST_VARIANT) ?? []).toEqual([]);
    },
  );
});
