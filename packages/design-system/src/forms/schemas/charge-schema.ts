import * as z from 'zod/mini';
import { requiredTrimmedString } from './contact-schema';

// Cites docs/product.md#forms.
/** Messages of the charge form's rules; replace them to translate. */
export interface ChargeFormMessages {
  priceRequired: string;
  /** The typed price is not a number at all ("abc"). */
  priceNotNumber: string;
  priceMinimum: string;
  priceMaximum: string;
  priceIncrement: string;
  nameRequired: string;
  countryRequired: string;
  cityRequired: string;
}

/**
 * What one charge may be, in whole currency units. The app passes its own product rule; the
 * design system holds no prices (the default messages above match the rule the stories use).
 */
export interface ChargePriceRule {
  min: number;
  step: number;
  max: number;
}

// Cites docs/product.md#charges.
/** Whole dollars as the product's English writes them: "$10", "$10,000". */
const specDollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

// Cites docs/product.md#forms.
/**
 * The product's English wording, verbatim where it has one, naming the amounts of `rule`: the
 * app's rule is the one source of the minimum, step and maximum.
 */
export function defaultChargeFormMessagesFor(rule: ChargePriceRule): ChargeFormMessages {
  return {
    priceRequired: 'Price is required',
    priceNotNumber: 'Enter the amount in whole dollars',
    priceMinimum: `Minimum is ${specDollars(rule.min)}`,
    priceMaximum: `Maximum is ${specDollars(rule.max)}`,
    priceIncrement: `Must be in ${specDollars(rule.step)} increments`,
    nameRequired: 'Name is required',
    countryRequired: 'Country is required',
    cityRequired: 'City is required',
  };
}

/**
 * The price as the field holds it: text (so a mouse wheel or a step rounding cannot change it,
 * as it can on `type="number"`), read as a number with spaces and thousands commas ignored and
 * a dollar sign before or after it accepted ("$20", "US$20", "20$"), as people write prices.
 * Empty text is undefined, anything else that is not a number is NaN.
 */
export function parsePriceText(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = value
    .replace(/[\s,]/g, '')
    .replace(/^(?:US)?\$/i, '')
    .replace(/\$$/, '');
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

// Cites docs/product.md#charges.
/**
 * The price rule on its own, so the app can run its second check right before
 * checkout. Missing text reads as "required"; text that is not a number as "not a number".
 */
export function createChargePriceSchema(rule: ChargePriceRule, messages: Partial<ChargeFormMessages> = {}) {
  const text = { ...defaultChargeFormMessagesFor(rule), ...messages };
  return z
    .number({ error: (issue) => (issue.input === undefined ? text.priceRequired : text.priceNotNumber) })
    .check(
      z.gte(rule.min, { error: text.priceMinimum, abort: true }),
      z.lte(rule.max, { error: text.priceMaximum, abort: true }),
      z.refine((price: number) => Number.isInteger(price) && price % rule.step === 0, {
        error: text.priceIncrement,
      }),
    );
}

// Cites docs/product.md#outside-services.
/** Builds the pay-as-you-go checkout schema; its output is the checkout payload. */
export function createChargeSchema(rule: ChargePriceRule, messages: Partial<ChargeFormMessages> = {}) {
  const text = { ...defaultChargeFormMessagesFor(rule), ...messages };
  return z.object({
    price: z.pipe(z.transform(parsePriceText), createChargePriceSchema(rule, text)),
    name: requiredTrimmedString(text.nameRequired),
    country: requiredTrimmedString(text.countryRequired),
    city: requiredTrimmedString(text.cityRequired),
  });
}

export type ChargeSchema = ReturnType<typeof createChargeSchema>;
/** What the form holds: the price as typed text (read by `parsePriceText`), the rest as typed. */
export type ChargeFormInput = z.input<ChargeSchema>;
/** What `onSubmit` receives: `{ price, name, country, city }` with the strings trimmed. */
export type ChargeFormValues = z.output<ChargeSchema>;
