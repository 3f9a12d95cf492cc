import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContactSchema, defaultContactFormMessages as messages } from './contact-schema';

const schema = createContactSchema();
const valid = { fullName: 'Ada Lovelace', email: 'ada@example.com', message: 'How do I start?' };

/** The messages a parse reports for one field, in order. */
function messagesFor(input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0'), maxLength: 12 });
const visibleChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-.'가나다라마바사");

describe('createContactSchema', () => {
  it('hands back trimmed values', () => {
    const parsed = schema.parse({ fullName: '  Ada  ', email: ' ada@example.com\n', message: '\tHi ' });
    expect(parsed).toEqual({ fullName: 'Ada', email: 'ada@example.com', message: 'Hi' });
  });

  it('uses the English wording for every rule', () => {
    expect(messagesFor({ ...valid, fullName: '' }, 'fullName')).toEqual(['Please specify your full name']);
    expect(messagesFor({ ...valid, fullName: 'A' }, 'fullName')).toEqual(['Please enter a valid full name']);
    expect(messagesFor({ ...valid, fullName: 'A'.repeat(51) }, 'fullName')).toEqual([
      'Please enter a valid full name',
    ]);
    expect(messagesFor({ ...valid, email: '' }, 'email')).toEqual(['Email is required']);
    expect(messagesFor({ ...valid, email: 'ada@' }, 'email')).toEqual(['Please enter a valid email address']);
    expect(messagesFor({ ...valid, message: '' }, 'message')).toEqual(['Please specify your message']);
  });

  it('reports missing fields as required', () => {
    expect(messagesFor({}, 'fullName')).toEqual([messages.fullNameRequired]);
    expect(messagesFor({}, 'email')).toEqual([messages.emailRequired]);
    expect(messagesFor({}, 'message')).toEqual([messages.messageRequired]);
  });

  it('accepts replacement messages for translation', () => {
    const korean = createContactSchema({ fullNameRequired: '이름을 입력해 주세요' });
    const result = korean.safeParse({ ...valid, fullName: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('이름을 입력해 주세요');
    // Messages not replaced keep their English default.
    expect(korean.safeParse({ ...valid, email: 'nope' }).error?.issues[0]?.message).toBe(
      messages.emailInvalid,
    );
  });

  it('passes full names of 2 to 50 characters after trimming', () => {
    fc.assert(
      fc.property(
        whitespace,
        fc.string({ unit: visibleChar, minLength: 2, maxLength: 50 }),
        whitespace,
        (before, name, after) => {
          const parsed = schema.safeParse({ ...valid, fullName: `${before}${name}${after}` });
          expect(parsed.success).toBe(true);
          expect(parsed.data?.fullName).toBe(name);
        },
      ),
    );
  });

  it('refuses full names shorter than 2 or longer than 50 characters after trimming', () => {
    const tooShort = fc.string({ unit: visibleChar, minLength: 1, maxLength: 1 });
    const tooLong = fc.string({ unit: visibleChar, minLength: 51, maxLength: 200 });
    fc.assert(
      fc.property(whitespace, fc.oneof(tooShort, tooLong), whitespace, (before, name, after) => {
        expect(messagesFor({ ...valid, fullName: `${before}${name}${after}` }, 'fullName')).toEqual([
          messages.fullNameInvalid,
        ]);
      }),
    );
  });

  it('treats whitespace-only input as missing in every field', () => {
    fc.assert(
      fc.property(whitespace, (blank) => {
        expect(messagesFor({ ...valid, fullName: blank }, 'fullName')).toEqual([messages.fullNameRequired]);
        expect(messagesFor({ ...valid, email: blank }, 'email')).toEqual([messages.emailRequired]);
        expect(messagesFor({ ...valid, message: blank }, 'message')).toEqual([messages.messageRequired]);
      }),
    );
  });

  it('accepts well-formed addresses', () => {
    for (const email of ['ada@example.com', 'first.last+rl@mail.co.kr', "o'neil_99@sub-domain.example.org"]) {
      expect(schema.safeParse({ ...valid, email }).success, email).toBe(true);
    }
  });

  it('refuses text that is not an address', () => {
    const notAnAddress = fc.oneof(
      fc.string({ unit: visibleChar, minLength: 1, maxLength: 40 }),
      fc.string({ unit: visibleChar, minLength: 1, maxLength: 20 }).map((local) => `${local}@`),
      fc.string({ unit: visibleChar, minLength: 1, maxLength: 20 }).map((domain) => `@${domain}.com`),
    );
    fc.assert(
      fc.property(notAnAddress, (text) => {
        expect(messagesFor({ ...valid, email: text }, 'email')).toEqual([messages.emailInvalid]);
      }),
    );
  });
});
