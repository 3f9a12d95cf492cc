import { describe, expect, it } from 'vitest';
import { textAreasFor } from './text-areas';

describe('textAreasFor', () => {
  it('gives every public page its texts, and the policies or account texts only where shown', () => {
    expect(textAreasFor('/')).toEqual(['public']);
    expect(textAreasFor('/ko/pricing')).toEqual(['public']);
    expect(textAreasFor('/terms')).toEqual(['public', 'policies']);
    expect(textAreasFor('/ko/cookie-policy')).toEqual(['public', 'policies']);
    expect(textAreasFor('/ko/login')).toEqual(['public', 'account']);
    expect(textAreasFor('/signup/onboarding')).toEqual(['public', 'account']);
  });
});
