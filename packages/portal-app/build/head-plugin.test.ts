import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { headPlugin } from './head-plugin.ts';

const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');

function transformedHead(): string {
  const hook = headPlugin().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, indexHtml, {} as never) as string;
}

describe('the pages’ head', () => {
  it('carries the icon inline, drawn from public/favicon.svg, so a first visit makes no request for it', () => {
    const head = transformedHead();
    const icon =
      /<link rel="icon" href="data:image\/svg\+xml;base64,([^"]+)" type="image\/svg\+xml" \/>/.exec(head);
    expect(icon, 'an inline SVG icon link').not.toBeNull();
    expect(Buffer.from(icon?.[1] ?? '', 'base64').toString('utf8')).toBe(favicon.trim());
    expect(head).not.toContain('/favicon.svg');
  });

  it('leaves no placeholder unfilled', () => {
    expect(transformedHead()).not.toMatch(/%[A-Z_]+%/);
  });
});
