import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStacksWithoutKoreanFace } from '../../scripts/font-stacks.mjs';

const stylesheet = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe('font stacks', () => {
  it.each(['tokens.css', 'theme.css', 'styles.entry.css'])(
    '%s: every stack reaches the Korean face first',
    (name) => {
      expect(findStacksWithoutKoreanFace(stylesheet(name))).toEqual([]);
    },
  );

  it('the source declares the stacks it is checked for', () => {
    expect(stylesheet('tokens.css')).toMatch(/--font-sans:[^;]*'Pretendard Variable'/);
    expect(stylesheet('tokens.css')).toMatch(/--font-mono:[^;]*'Pretendard Variable'/);
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
