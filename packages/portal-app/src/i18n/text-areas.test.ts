import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { prerenderedPaths } from '../prerender/site-pages';
import { SUPPORTED_LANGUAGES } from './languages';
import { textAreasFor } from './text-areas';

describe('textAreasFor', () => {
  it("gives each public page the site's frame and its own texts, in both languages' spelling", () => {
    expect(textAreasFor('/')).toEqual(['site', 'home', 'contact-details']);
    expect(textAreasFor('/ko')).toEqual(['site', 'home', 'contact-details']);
    expect(textAreasFor('/ko/pricing')).toEqual(['site', 'pricing']);
    expect(textAreasFor('/contact')).toEqual(['site', 'contact', 'contact-details']);
    expect(textAreasFor('/terms')).toEqual(['site', 'policies']);
    expect(textAreasFor('/ko/cookie-policy')).toEqual(['site', 'policies']);
    expect(textAreasFor('/ko/not-found-cover')).toEqual(['site', 'not-found']);
    expect(textAreasFor('/ko/login')).toEqual(['site', 'account']);
    expect(textAreasFor('/signup/onboarding')).toEqual(['site', 'account']);
  });

  it('ignores a trailing slash, as the router does', () => {
    expect(textAreasFor('/pricing/')).toEqual(['site', 'pricing']);
    expect(textAreasFor('/ko/')).toEqual(['site', 'home', 'contact-details']);
  });

  it('gives a spelling it does not know every page area, so the page shown has its texts', () => {
    const areas = textAreasFor('/Pricing');
    for (const path of prerenderedPaths) {
      for (const area of textAreasFor(path)) expect(areas).toContain(area);
    }
  });

  it('names only areas that have a locale file in every language', () => {
    for (const path of [...prerenderedPaths, paths.onboarding]) {
      for (const area of textAreasFor(path)) {
        for (const language of SUPPORTED_LANGUAGES) {
          const file = fileURLToPath(new URL(`./locales/${language}/${area}.json`, import.meta.url));
          expect(existsSync(file), `${path}: ${language}/${area}.json`).toBe(true);
        }
      }
    }
  });
});
