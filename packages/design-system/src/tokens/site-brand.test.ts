import { execFile } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/* The documented command a site runs to make its own brand: `npx ccnets-design-system brand my.tokens.json > brand.css`. */
const bin = new URL('../../bin/ccnets-design-system.mjs', import.meta.url).pathname;
const folder = mkdtempSync(path.join(tmpdir(), 'site-brand-'));

async function brand(tokens: unknown, ...options: string[]) {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.tokens.json`);
  writeFileSync(file, typeof tokens === 'string' ? tokens : JSON.stringify(tokens));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [bin, 'brand', file, ...options]);
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe('ccnets-design-system brand', () => {
  it('writes the base brand with the overridden tokens, in both modes, under design-system names only', async () => {
    const result = await brand({
      font: { sans: { $value: ['Pretendard Variable', 'sans-serif'] } },
      radius: { md: { $value: { value: 12, unit: 'px' } } },
      light: { color: { 'primary-strong': { $value: '#166534' } } },
      dark: { color: { background: { $value: { colorSpace: 'srgb', components: [0.02, 0.06, 0.04] } } } },
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^:root \{[^}]*--rrl-primary-strong: #166534;/);
    expect(result.stdout).toContain("--rrl-font-sans: 'Pretendard Variable', sans-serif;");
    expect(result.stdout).toContain('--rrl-radius-md: 12px;');
    expect(result.stdout).toMatch(/\.dark \{[^}]*--rrl-background: #050f0a;/);
    // Untouched tokens keep the base brand's values.
    expect(result.stdout).toContain('--rrl-foreground: #171b26;');
    // A host app's Tailwind names (--radius-md, --color-primary…) are never set.
    const names = [...result.stdout.matchAll(/(--[\w-]+):/g)].map((match) => match[1] ?? '');
    expect(names.filter((name) => !name.startsWith('--rrl-'))).toEqual([]);
  });

  it('derives hover and focus colours from a base the file sets alone, and keeps the ones it sets', async () => {
    const derived = await brand({ light: { color: { 'primary-strong': { $value: '#166534' } } } });
    expect(derived.stderr).toBe('');
    // 15 % toward black: 0x16, 0x65, 0x34 times 0.85.
    expect(derived.stdout).toMatch(/:root \{[^}]*--rrl-primary-strong-hover: #13562c;/);
    // The focus ring follows the strong shade on light pages, as links do.
    expect(derived.stdout).toMatch(/:root \{[^}]*--rrl-focus: #166534;/);
    expect(derived.stdout).toContain('Derived from their base colour');
    expect(derived.stdout).toContain('light.color.primary-strong-hover (from primary-strong: #13562c)');
    // Pressed: 25 % toward black, 0x16, 0x65, 0x34 times 0.75.
    expect(derived.stdout).toMatch(/:root \{[^}]*--rrl-primary-strong-active: #104c27;/);
    // The dark mode's states follow the dark base, which the file left to the base brand.
    expect(derived.stdout).not.toContain('dark.color.');
    const explicit = await brand({
      light: {
        color: {
          'primary-strong': { $value: '#166534' },
          'primary-strong-hover': { $value: '#0f3d20' },
          'primary-strong-active': { $value: '#0b2e18' },
          focus: { $value: '#0f3d20' },
        },
      },
    });
    expect(explicit.stdout).toMatch(/:root \{[^}]*--rrl-primary-strong-hover: #0f3d20;/);
    expect(explicit.stdout).not.toContain('Derived');
  });

  it('takes an alias to another brand token of the same type, and names a bad one', async () => {
    const aliased = await brand({ light: { color: { focus: { $value: '{light.color.success}' } } } });
    expect(aliased.stderr).toBe('');
    expect(aliased.stdout).toMatch(/:root \{[^}]*--rrl-focus: #17804a;/);
    const bad = await brand({
      light: { color: { focus: { $value: '{light.color.nope}' }, muted: { $value: '{radius.md}' } } },
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('light.color.focus: {light.color.nope} names no brand token');
    expect(bad.stderr).toContain('light.color.muted: {radius.md} is a dimension, but this token is a color');
  });

  it('scopes the brand to an attribute and starts from another shipped brand', async () => {
    const result = await brand({}, '--attribute', 'acme', '--base', 'ccnets');
    expect(result.stdout).toMatch(/^\[data-brand='acme'\] \{[^}]*--rrl-primary: #0d9488;/);
    expect(result.stdout).toContain("[data-brand='acme'].dark, .dark [data-brand='acme'] {");
  });

  it('names every problem of a file at once, with its path, and writes nothing', async () => {
    const result = await brand({
      light: { color: { primry: { $value: '#ffffff' }, focus: { $value: 'blue' } } },
      radius: { button: { $value: '1em' } },
      breakpoint: { md: { $value: '800px' } },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('4 problems');
    expect(result.stderr).toContain(
      'light.color.primry: no such brand token (did you mean light.color.primary?)',
    );
    expect(result.stderr).toContain('light.color.focus: "blue" is not a colour');
    expect(result.stderr).toContain('radius.button: "1em" is not a length in px or rem');
    expect(result.stderr).toContain('breakpoint: shared by every brand');
  });

  it('reports structure, contrast and Hangul problems together, in one run', async () => {
    const result = await brand({
      light: { color: { primry: { $value: '#ffffff' }, muted: { $value: '#aaaaaa' } } },
      font: { mono: { $value: ['Acme Mono', 'monospace'] } },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    // 1 unknown name, 7 pairs that use muted, 1 stack without Hangul.
    expect(result.stderr).toContain('9 problems');
    expect(result.stderr).toContain('light.color.primry: no such brand token');
    expect(result.stderr).toMatch(/light: muted on background .* 2\.\d\d:1, needs 4\.5:1 for text/);
    expect(result.stderr).toContain(`font.mono: 'Acme Mono', monospace reaches no font with Hangul`);
  });

  it('refuses a brand whose colours fall under WCAG AA, naming the pair', async () => {
    const result = await brand({ light: { color: { muted: { $value: '#aaaaaa' } } } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /light: muted on background \(secondary text, placeholders\) 2\.\d\d:1, needs 4\.5:1 for text/,
    );
  });

  it("refuses a font stack that leaves Korean text to the visitor's system, naming the token", async () => {
    const result = await brand({
      font: {
        sans: { $value: ['Acme Sans', 'sans-serif', 'Pretendard Variable'] },
        mono: { $value: ['Acme Mono', 'monospace'] },
      },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('2 problems');
    expect(result.stderr).toContain(
      `font.sans: 'Acme Sans', sans-serif, 'Pretendard Variable' reaches no font with Hangul, so Korean text falls back`,
    );
    expect(result.stderr).toContain(`font.mono: 'Acme Mono', monospace reaches no font with Hangul`);
    // The base brand's Korean stack reaches Pretendard, so it is not named.
    expect(result.stderr).not.toContain('font.sans-ko');
  });

  it("accepts a site's own Hangul font named with --hangul-font", async () => {
    const tokens = { font: { 'sans-ko': { $value: ['Noto Sans KR', 'sans-serif'] } } };
    expect((await brand(tokens)).stderr).toContain('font.sans-ko:');
    const result = await brand(tokens, '--hangul-font', 'Noto Sans KR');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain("--rrl-font-sans-ko: 'Noto Sans KR', sans-serif;");
  });

  it('says so when given a resolver document instead of a brand file', async () => {
    const result = await brand({ version: '2025.10', resolutionOrder: [] });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('this is a resolver document; the command takes one brand file');
  });

  it('says so when the file is not JSON', async () => {
    const result = await brand('{ "light": ');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not valid JSON/);
  });
});
