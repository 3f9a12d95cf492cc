import { z } from 'zod';
import { requiredTrimmedString } from './contact-schema';

/** Messages of the charge form's rules (spec section 5); replace them to translate. */
export interface ChargeFormMessages {
  priceRequired: string;
  priceMinimum: string;
  priceIncrement: string;
  nameRequired: string;
  countryRequired: string;
  cityRequired: string;
}

/** The spec's English wording, verbatim. */
export const defaultChargeFormMessages: ChargeFormMessages = {
  priceRequired: 'Price is required',
  priceMinimum: 'Minimum is $10',
  priceIncrement: 'Must be in $10 increments',
  nameRequired: 'Name is required',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
};

/** Charges start at $10 and go up in $10 steps (spec section 9). */
export const CHARGE_PRICE_MINIMUM = 10;
export const CHARGE_PRICE_STEP = 10;

/**
 * The price rule on its own, so the app can run the spec's second check right before
 * checkout. An empty number input reaches it as NaN (or undefined), which reads as "required".
 */
export function createChargePriceSchema(messages: Partial<ChargeFormMessages> = {}) {
  const text = { ...defaultChargeFormMessages, ...messages };
  return z
    .number({ error: text.priceRequired })
    .min(CHARGE_PRICE_MINIMUM, { error: text.priceMinimum, abort: true })
    .refine((price) => price % CHARGE_PRICE_STEP === 0, { error: text.priceIncrement });
}

/** Builds the pay-as-you-go checkout schema; its output is the spec's checkout payload. */
export function createChargeSchema(messages: Partial<ChargeFormMessages> = {}) {
  const text = { ...defaultChargeFormMessages, ...messages };
  return z.object({
    price: createChargePriceSchema(text),
    name: requiredTrimmedString(text.nameRequired),
    country: requiredTrimmedString(text.countryRequired),
    city: requiredTrimmedString(text.cityRequired),
  });
}

export type ChargeSchema = ReturnType<typeof createChargeSchema>;
export type ChargeFormInput = z.input<ChargeSchema>;
/** What `onSubmit` receives: `{ price, name, country, city }` with the strings trimmed. */
export type ChargeFormValues = z.output<ChargeSchema>;
