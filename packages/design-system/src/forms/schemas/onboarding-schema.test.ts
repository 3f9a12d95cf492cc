import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOnboardingSchema, defaultOnboardingFormMessages as messages } from './onboarding-schema';

const schema = createOnboardingSchema();

function firstMessage(input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('createOnboardingSchema', () => {
  it('hands back the trimmed name and the accepted terms', () => {
    expect(schema.parse({ name: '  Grace Hopper ', acceptTerms: true })).toEqual({
      name: 'Grace Hopper',
      acceptTerms: true,
    });
  });

  it('uses the English wording', () => {
    expect(firstMessage({ name: '', acceptTerms: true }, 'name')).toBe('Name is required');
    expect(firstMessage({ name: 'Grace', acceptTerms: false }, 'acceptTerms')).toBe(
      'You must accept the terms.',
    );
    expect(firstMessage({ name: 'Grace' }, 'acceptTerms')).toBe(messages.termsRequired);
    expect(firstMessage({ acceptTerms: true }, 'name')).toBe(messages.nameRequired);
  });

  it('treats a whitespace-only name as missing', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u3000'), maxLength: 20 }), (blank) => {
        expect(firstMessage({ name: blank, acceptTerms: true }, 'name')).toBe(messages.nameRequired);
      }),
    );
  });

  it('accepts any name with visible characters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((name) => name.trim().length > 0),
        (name) => {
          expect(schema.parse({ name, acceptTerms: true }).name).toBe(name.trim());
        },
      ),
    );
  });

  it('accepts replacement messages for translation', () => {
    const korean = createOnboardingSchema({
      nameRequired: '이름은 필수입니다',
      termsRequired: '약관에 동의해야 합니다.',
    });
    const issues = korean
      .safeParse({ name: '', acceptTerms: false })
      .error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['이름은 필수입니다', '약관에 동의해야 합니다.']);
  });
});
