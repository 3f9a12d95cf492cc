import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * `"use client"` marks the modules React Server Components must run on the client, and only
 * those: everything else (cn, the *Variants recipes, the form schemas, the theme constants and
 * themeInitScript) stays callable from server components and route handlers. The build keeps
 * each module's directive at the top of its own file in dist.
 */
const sources = import.meta.glob<string>(
  [
    './**/*.{ts,tsx}',
    '!./**/*.{stories,test,fixtures}.{ts,tsx}',
    // The portal's private blocks are built the same way, so they stay server-renderable too.
    '../../portal-ui/src/**/*.{ts,tsx}',
    '!../../portal-ui/src/**/*.{stories,test,fixtures}.{ts,tsx}',
  ],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const USE_CLIENT = /^'use client';\n/;

/** Why a module needs the client, or undefined when it can run on a server. */
function clientReason(code: string): string | undefined {
  // useId is the one hook React offers to server components. A call may name a type (`useRef<T>(`).
  const hook = /\b(use(?!Id\b)[A-Z]\w*)(?:<[^>(]*>)?\(/.exec(code);
  if (hook) return `calls ${hook[1]}`;
  if (/\bcreateContext\(/.test(code)) return 'creates a context';
  if (/\bon[A-Z]\w*=\{\s*(\([^)]*\)|\w+)\s*=>/.test(code)) return 'creates an event handler';
  for (const [, name] of code.matchAll(/\bon[A-Z]\w*=\{(\w+)\}/g)) {
    if (new RegExp(`(const|function) ${name}\\b`).test(code)) return `creates the event handler ${name}`;
  }
  return undefined;
}

const modules = Object.entries(sources).map(([file, code]) => ({
  file: path.posix.normalize(file),
  code,
  reason: clientReason(code),
  marked: USE_CLIENT.test(code),
}));

describe('"use client" directives', () => {
  it('finds the modules', () => {
    expect(modules.length).toBeGreaterThan(80);
  });

  it.each(modules.filter((module) => module.reason))(
    '$file needs the client ($reason) and says so',
    ({ marked }) => {
      expect(marked).toBe(true);
    },
  );

  it.each(modules.filter((module) => !module.reason))(
    '$file runs on a server and carries no directive',
    ({ marked }) => {
      expect(marked).toBe(false);
    },
  );

  it('keeps the server helpers free of the directive', () => {
    const helpers = modules.filter(
      ({ file, code }) =>
        /Variants = cva\(/.test(code) ||
        file.startsWith('forms/schemas/') ||
        ['lib/cn.ts', 'theme/theme-mode.ts'].includes(file),
    );
    expect(helpers.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['lib/cn.ts', 'theme/theme-mode.ts', 'components/button/button-variants.ts']),
    );
    expect(helpers.filter(({ marked }) => marked).map(({ file }) => file)).toEqual([]);
  });
});
