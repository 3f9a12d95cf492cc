// The account gateway's messages: registration or login, and the billing record.
import { API_KEY_PATTERN, PLANS, TERMS_VERSION, type PlanId } from '@remoterl/product';
import { z } from 'zod';
import { ERROR_MESSAGES } from './errors.ts';
import { contractRegistry } from './registry.ts';
import type { CallableOperation, OperationRoute } from './operation-types.ts';

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

/**
 * The account's plan by the product's one id (docs/decisions.md, "Plan names"): `basic` until the
 * account buys credit, `premium` after; null only for an account that has no plan at all.
 */
export const PlanIdSchema = z.enum(Object.keys(PLANS) as [PlanId, ...PlanId[]]);

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
    plan: PlanIdSchema.nullable(),
    balance: z.number(),
    invoices: z.array(InvoiceSchema),
    /** The buyer of the latest checkout, remembered so the next one starts filled in; null before any. */
    billingDetails: z
      .object({ name: z.string(), country: z.string(), city: z.string() })
      .nullable()
      .register(contractRegistry, { id: 'BillingDetails' }),
  })
  .register(contractRegistry, { id: 'Billing' });

export type AccountRequest = z.infer<typeof AccountRequestSchema>;
export type Billing = z.infer<typeof BillingSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The account and billing calls by id (docs/decisions.md, "One call by operation id"). */
export const GATEWAY_OPERATIONS = {
  getBilling: {
    id: 'getBilling',
    method: 'get',
    path: '/gateway/billing',
    ok: { status: 200, schema: BillingSchema },
  },
} as const satisfies Record<string, CallableOperation>;

/** The account call, whose answer is the key as plain text, not one JSON body. */
export const GATEWAY_ROUTES = {
  registerAccount: { id: 'registerAccount', method: 'post', path: '/gateway/account' },
} as const satisfies Record<string, OperationRoute>;
