import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../scripts/icon-names.mjs';
import * as icons from './index';

/*
 * The package's own icons draw what Lucide draws (scripts/generate-icons.mjs copies the paths),
 * the generated file holds every listed name, and an icon is decorative unless it is named.
 */
const inner = (markup: string) => markup.replace(/^<svg[^>]*>|<\/svg>$/g, '');

describe('own icons', () => {
  it.each(ICON_NAMES)('%s draws the same shapes as lucide-react', (name) => {
    const Own = (icons as unknown as Record<string, ComponentType | undefined>)[name];
    const Lucide = (lucide as unknown as Record<string, ComponentType>)[name] as ComponentType;
    if (!Own) throw new Error(`${name} is not generated: run pnpm icons`);
    expect(inner(renderToStaticMarkup(<Own />))).toBe(inner(renderToStaticMarkup(<Lucide />)));
  });

  it('is a 24px stroked SVG hidden from assistive technology by default', () => {
    const markup = renderToStaticMarkup(<icons.Check className="size-4" />);
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
    expect(markup).toContain('stroke="currentColor"');
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('class="size-4"');
  });

  it('is exposed when given a name', () => {
    expect(renderToStaticMarkup(<icons.Info aria-label="About" />)).not.toContain('aria-hidden');
  });
});
