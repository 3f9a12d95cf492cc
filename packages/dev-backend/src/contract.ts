// The backend contract, written once. The server validates with these schemas, the OpenAPI
// document is generated from them, and the portal's clients can be tested against them.
import { API_KEY_PATTERN, CHARGE_RULE, findChargeProblem, TERMS_VERSION } from '@remoterl/product';
import { z } from 'zod';
import { ERROR_CODES, ERROR_MESSAGES } from './error-codes.ts';

export { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from './error-codes.ts';

/** Schemas registered here become `components.schemas` of the OpenAPI document. */
export const contractRegistry = z.registry<{ id: string; description?: string }>();

// A clock a little ahead of the server's is not an error; a time further ahead is.
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * An ISO 8601 date-time with a four-digit year (so neither `"1"` nor the year 275760, which
 * Date.parse reads) that is not in the future.
 */
const timestamp = z
  .string()
  .max(64)
  .pipe(z.iso.datetime({ offset: true, error: ERROR_MESSAGES.timestamp_invalid }))
  .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, ERROR_MESSAGES.timestamp_invalid);

export const AccountRequestSchema = z
  .object({
    data: z.object({
      uid: z.string().min(1).max(128),
      email: z.email().max(320),
      displayName: z.string().max(256).nullable(),
      createdAt: timestamp.optional(),
      lastLoginAt: timestamp.optional(),
      /** Sent only by onboarding, once the user ticked the terms: the version they accepted. */
      termsVersion: z.literal(TERMS_VERSION).optional(),
    }),
  })
  .register(contractRegistry, {
    id: 'AccountRequest',
    description:
      'Registration (createdAt) or login (lastLoginAt) of the signed-in user. Only a call carrying ' +
      'termsVersion (onboarding, terms accepted) registers an account and issues its key; any other ' +
      'call for a user who has not done so answers 404 not_registered.',
  });

/** API keys are `api_` and a UUID, the shape the real client checks (docs/decisions.md, "API keys"). */
export const ApiKeySchema = z.string().regex(API_KEY_PATTERN).register(contractRegistry, { id: 'ApiKey' });

export const PAY_AS_YOU_GO = 'Pay-as-you-go';

/** What an invoice was for: a stable code for the portal's translation, and English text. */
export const INVOICE_DESCRIPTIONS = {
  payg_credits: 'RemoteRL credits (Pay-as-you-go)',
} as const;
export type InvoiceDescriptionCode = keyof typeof INVOICE_DESCRIPTIONS;
const invoiceDescriptionCodes = Object.keys(INVOICE_DESCRIPTIONS) as [InvoiceDescriptionCode];

export const InvoiceSchema = z
  .object({
    id: z.string(),
    date: z.iso.datetime(),
    description: z.string(),
    descriptionCode: z.enum(invoiceDescriptionCodes),
    price: z.number(),
    downloadUrl: z.url(),
  })
  .register(contractRegistry, { id: 'Invoice' });

export const BillingSchema = z
  .object({
    plan: z.literal(PAY_AS_YOU_GO).nullable(),
    balance: z.number(),
    invoices: z.array(InvoiceSchema),
    /** The buyer of the latest checkout, remembered so the next one starts filled in; null before any. */
    billingDetails: z
      .object({ name: z.string(), country: z.string(), city: z.string() })
      .nullable()
      .register(contractRegistry, { id: 'BillingDetails' }),
  })
  .register(contractRegistry, { id: 'Billing' });

const requiredText = (message: string, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, tooLong);

const CHARGE_PROBLEM_MESSAGES = {
  required: ERROR_MESSAGES.price_required,
  min: ERROR_MESSAGES.price_min,
  max: ERROR_MESSAGES.price_max,
  step: ERROR_MESSAGES.price_step,
} as const;

// JSON.parse reads 1e309 as Infinity, which is not a number to zod; it is above the maximum.
const priceTypeMessage = (input: unknown): string => {
  if (input === undefined || input === null) return ERROR_MESSAGES.price_required;
  if (input === Number.POSITIVE_INFINITY) return ERROR_MESSAGES.price_max;
  if (input === Number.NEGATIVE_INFINITY) return ERROR_MESSAGES.price_min;
  return ERROR_MESSAGES.price_not_number;
};

/** Whole dollars; the rule itself lives in @remoterl/product, shared with the portal's form. */
const price = z
  .number({ error: (issue) => priceTypeMessage(issue.input) })
  .superRefine((value, context) => {
    const problem = findChargeProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: CHARGE_PROBLEM_MESSAGES[problem] });
  })
  // The refinement above is invisible to JSON Schema; state the same rule for OpenAPI readers.
  .meta({ minimum: CHARGE_RULE.min, maximum: CHARGE_RULE.max, multipleOf: CHARGE_RULE.step });

export const CheckoutRequestSchema = z
  .object({
    price,
    name: requiredText(ERROR_MESSAGES.name_required, ERROR_MESSAGES.name_too_long),
    country: requiredText(ERROR_MESSAGES.country_required, ERROR_MESSAGES.country_too_long),
    city: requiredText(ERROR_MESSAGES.city_required, ERROR_MESSAGES.city_too_long),
  })
  .register(contractRegistry, { id: 'CheckoutRequest' });

export const CheckoutResponseSchema = z
  .object({ paypalUrl: z.url() })
  .register(contractRegistry, { id: 'CheckoutResponse' });

export const CaptureRequestSchema = z
  .object({
    token: z
      .string({ error: ERROR_MESSAGES.order_token_required })
      .min(1, ERROR_MESSAGES.order_token_required)
      .max(64),
  })
  .register(contractRegistry, { id: 'CaptureRequest' });

export const CaptureResponseSchema = z
  .object({
    status: z.literal('COMPLETED'),
    /** false when this order had already been captured: nothing more was credited. */
    credited: z.boolean(),
    balance: z.number(),
  })
  .register(contractRegistry, { id: 'CaptureResponse' });

export const ErrorResponseSchema = z
  .object({
    /** English, for logs; show the translation of `code` instead. */
    error: z.string(),
    code: z.enum(ERROR_CODES),
  })
  .register(contractRegistry, { id: 'ErrorResponse' });

// EmailJS SDK wording (validateParams / validateTemplateParams), answered as plain text.
export const MAIL_ERRORS = {
  user_id: 'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
  service_id: 'The service ID is required. Visit https://dashboard.emailjs.com/admin',
  template_id: 'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
  template_params: 'The template params have to be the object. Visit https://www.emailjs.com/docs/sdk/send/',
  tooManyRequests: 'Too Many Requests',
} as const;

const mailId = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);

/**
 * EmailJS template variables are flat ({{name}} in the template), so values are scalars. Nested
 * values are refused: they are never needed, and deep nesting was a way to break the outbox.
 */
const templateParamsError = { error: MAIL_ERRORS.template_params };
const templateParams = z
  .record(
    z.string(templateParamsError).max(64, templateParamsError),
    z.union([z.string(), z.number(), z.boolean(), z.null()], templateParamsError),
    templateParamsError,
  )
  .refine((params) => Object.keys(params).length <= 50, MAIL_ERRORS.template_params);

export const MailSendRequestSchema = z
  .object({
    lib_version: z.string().max(32).optional(),
    user_id: mailId(MAIL_ERRORS.user_id),
    service_id: mailId(MAIL_ERRORS.service_id),
    template_id: mailId(MAIL_ERRORS.template_id),
    template_params: templateParams.optional(),
    accessToken: z.string().max(200).optional(),
  })
  .register(contractRegistry, { id: 'MailSendRequest' });

export const OutboxMessageSchema = z
  .object({
    id: z.number().int(),
    receivedAt: z.iso.datetime(),
    lib_version: z.string().nullable(),
    user_id: z.string(),
    service_id: z.string(),
    template_id: z.string(),
    template_params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .register(contractRegistry, { id: 'OutboxMessage' });

export const OUTBOX_PAGE_LIMIT = { default: 50, max: 200 } as const;

const pageNumber = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: ERROR_MESSAGES.invalid_page })
    .int(ERROR_MESSAGES.invalid_page)
    .min(min, ERROR_MESSAGES.invalid_page)
    .max(max, ERROR_MESSAGES.invalid_page)
    .default(fallback);

export const OutboxQuerySchema = z.object({
  /** Messages with an id above this one (the previous page's `next`). */
  after: pageNumber(0, Number.MAX_SAFE_INTEGER, 0),
  limit: pageNumber(1, OUTBOX_PAGE_LIMIT.max, OUTBOX_PAGE_LIMIT.default),
});

export const OutboxSchema = z
  .object({
    messages: z.array(OutboxMessageSchema),
    /** Pass as `after` for the next page; null on the last page. */
    next: z.number().int().nullable(),
  })
  .register(contractRegistry, { id: 'Outbox' });

export type AccountRequest = z.infer<typeof AccountRequestSchema>;
export type Billing = z.infer<typeof BillingSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export type CaptureResponse = z.infer<typeof CaptureResponseSchema>;
export type MailSendRequest = z.infer<typeof MailSendRequestSchema>;
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export type Outbox = z.infer<typeof OutboxSchema>;
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
