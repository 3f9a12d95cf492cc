import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedTokenFiles } from '../../scripts/generate-tokens.mjs';

/*
 * The CSS, the Tailwind theme and the TypeScript values generated from the DTCG files are
 * committed, so that a fresh clone's dev server and Storybook read them before any build. This
 * fails as soon as one no longer matches its tokens: run `pnpm --filter @ccnets/design-system tokens`.
 */
const files = await generatedTokenFiles();

describe('files generated from the design tokens', () => {
  it.each(Object.keys(files))('%s matches the tokens', (file) => {
    const committed = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    expect(committed, `${file} is stale: run pnpm --filter @ccnets/design-system tokens`).toBe(files[file]);
  });

  it('write the breakpoints and the toast width the code reads', () => {
    const values = files['src/tokens/tokens.generated.ts'];
    expect(values).toMatch(/"md": 768\b/);
    expect(values).toMatch(/toastWidth = 320;/);
  });

  it('give every shipped brand a light and a dark block under its attribute', () => {
    const css = files['src/styles/generated/variables.css'];
    // The default brand is the page's too.
    expect(css).toContain(`:root, [data-brand='remoterl'] {`);
    expect(css).toContain(`.dark, [data-brand='remoterl'].dark, .dark [data-brand='remoterl'] {`);
    expect(css).toContain(`[data-brand='ccnets'] {`);
    expect(css).toContain(`[data-brand='ccnets'].dark, .dark [data-brand='ccnets'] {`);
  });
});
