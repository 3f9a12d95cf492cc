import * as z from 'zod/mini';
import { requiredTrimmedString } from './contact-schema';

// Cites docs/product.md#forms.
/** Messages of the onboarding form's rules; replace them to translate. */
export interface OnboardingFormMessages {
  nameRequired: string;
  termsRequired: string;
}

/** The English wording. */
export const defaultOnboardingFormMessages: OnboardingFormMessages = {
  nameRequired: 'Name is required',
  termsRequired: 'You must accept the terms.',
};

/** Builds the sign-up completion schema. The e-mail is read-only, so it is not part of the values. */
export function createOnboardingSchema(messages: Partial<OnboardingFormMessages> = {}) {
  const text = { ...defaultOnboardingFormMessages, ...messages };
  return z.object({
    name: requiredTrimmedString(text.nameRequired),
    acceptTerms: z
      .boolean({ error: text.termsRequired })
      .check(z.refine((accepted: boolean) => accepted, { error: text.termsRequired })),
  });
}

export type OnboardingSchema = ReturnType<typeof createOnboardingSchema>;
export type OnboardingFormInput = z.input<OnboardingSchema>;
/** What `onSubmit` receives: the trimmed name and the accepted terms. */
export type OnboardingFormValues = z.output<OnboardingSchema>;
