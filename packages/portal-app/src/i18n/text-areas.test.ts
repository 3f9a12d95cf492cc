import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prerenderedPaths, userPaths } from '../routes/paths';
import { SUPPORTED_LANGUAGES } from './languages';
import { textAreasFor } from './text-areas';

describe('textAreasFor', () => {
  it("gives each public page its own texts, in both languages' spelling", () => {
    expect(textAreasFor('/')).toEqual(['home', 'contact-details']);
    expect(textAreasFor('/ko')).toEqual(['home', 'contact-details']);
    expect(textAreasFor('/ko/pricing')).toEqual(['pricing']);
    expect(textAreasFor('/contact')).toEqual(['contact', 'contact-details']);
    expect(textAreasFor('/terms')).toEqual(['policies']);
    expect(textAreasFor('/ko/cookie-policy')).toEqual(['policies']);
    expect(textAreasFor('/ko/not-found-cover')).toEqual(['not-found']);
    expect(textAreasFor('/ko/login')).toEqual(['account']);
    expect(textAreasFor('/signup/onboarding')).toEqual(['account']);
  });

  it('ignores a trailing slash, as the router does', () => {
    expect(textAreasFor('/pricing/')).toEqual(['pricing']);
    expect(textAreasFor('/ko/')).toEqual(['home', 'contact-details']);
  });

  it('gives a spelling it does not know every page area, so the page shown has its texts', () => {
    const areas = textAreasFor('/Pricing');
    for (const path of prerenderedPaths) {
      for (const area of textAreasFor(path)) expect(areas).toContain(area);
    }
  });

  it('names only areas that have a locale file in every language', () => {
    for (const path of [...prerenderedPaths, userPaths.onboarding]) {
      for (const area of textAreasFor(path)) {
        for (const language of SUPPORTED_LANGUAGES) {
          const file = fileURLToPath(new URL(`./locales/${language}/${area}.json`, import.meta.url));
          expect(existsSync(file), `${path}: ${language}/${area}.json`).toBe(true);
        }
      }
    }
  });
});
