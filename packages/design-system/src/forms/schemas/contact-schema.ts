// zod's mini build: the same engine with functional checks, so a bundler keeps only the rules a
// schema uses. The classic build cost a page with ContactForm about 15 KB gzip more.
import * as z from 'zod/mini';

// Cites docs/product.md#forms.
/** Messages of the contact form's rules; replace them to translate. */
export interface ContactFormMessages {
  fullNameRequired: string;
  fullNameInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  messageRequired: string;
}

/** The English wording. */
export const defaultContactFormMessages: ContactFormMessages = {
  fullNameRequired: 'Please specify your full name',
  fullNameInvalid: 'Please enter a valid full name',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please specify your message',
};

/** Full names are 2 to 50 characters long once surrounding spaces are removed. */
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 50;

/**
 * A trimmed, required string. The required check aborts, so an empty or whitespace-only
 * value reports only "required" and never the length or format message as well.
 */
export function requiredTrimmedString(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, { error: requiredMessage, abort: true }));
}

/** Builds the contact form's schema; values are trimmed before every rule. */
export function createContactSchema(messages: Partial<ContactFormMessages> = {}) {
  const text = { ...defaultContactFormMessages, ...messages };
  return z.object({
    fullName: requiredTrimmedString(text.fullNameRequired).check(
      z.minLength(FULL_NAME_MIN_LENGTH, { error: text.fullNameInvalid }),
      z.maxLength(FULL_NAME_MAX_LENGTH, { error: text.fullNameInvalid }),
    ),
    email: z.pipe(requiredTrimmedString(text.emailRequired), z.email({ error: text.emailInvalid })),
    message: requiredTrimmedString(text.messageRequired),
  });
}

export type ContactSchema = ReturnType<typeof createContactSchema>;
/** What the form holds while the user types. */
export type ContactFormInput = z.input<ContactSchema>;
/** What `onSubmit` receives: every value trimmed and valid. */
export type ContactFormValues = z.output<ContactSchema>;
