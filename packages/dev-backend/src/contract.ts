// The backend contract, written once. The server validates with these schemas, the OpenAPI
// document is generated from them, and the portal's clients can be tested against them.
import { z } from 'zod';

/** Schemas registered here become `components.schemas` of the OpenAPI document. */
export const contractRegistry = z.registry<{ id: string; description?: string }>();

const timestamp = z
  .string()
  .max(64)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date-time (ISO 8601)');

export const AccountRequestSchema = z
  .object({
    data: z.object({
      uid: z.string().min(1).max(128),
      email: z.email().max(320),
      displayName: z.string().max(256).nullable(),
      createdAt: timestamp.optional(),
      lastLoginAt: timestamp.optional(),
    }),
  })
  .register(contractRegistry, {
    id: 'AccountRequest',
    description: 'Registration (createdAt) or login (lastLoginAt) of the signed-in user.',
  });

/** API keys look like `rrl_` followed by 32 random bytes in base64url (43 characters). */
export const ApiKeySchema = z
  .string()
  .regex(/^rrl_[A-Za-z0-9_-]{43,}$/)
  .register(contractRegistry, { id: 'ApiKey' });

export const PAY_AS_YOU_GO = 'Pay-as-you-go';

export const InvoiceSchema = z
  .object({
    id: z.string(),
    date: z.iso.datetime(),
    description: z.string(),
    price: z.number(),
    downloadUrl: z.url(),
  })
  .register(contractRegistry, { id: 'Invoice' });

export const BillingSchema = z
  .object({
    plan: z.literal(PAY_AS_YOU_GO).nullable(),
    balance: z.number(),
    invoices: z.array(InvoiceSchema),
  })
  .register(contractRegistry, { id: 'Billing' });

// The spec's charge-form messages (section 5), so the portal can show the server's text as is.
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);

export const CheckoutRequestSchema = z
  .object({
    price: z
      .number({ error: 'Price is required' })
      .int('Must be in $10 increments')
      .min(10, 'Minimum is $10')
      .max(100_000, 'Maximum is $100000')
      .multipleOf(10, 'Price must be in increments of $10'),
    name: requiredText('Name is required'),
    country: requiredText('Country is required'),
    city: requiredText('City is required'),
  })
  .register(contractRegistry, { id: 'CheckoutRequest' });

export const CheckoutResponseSchema = z
  .object({ paypalUrl: z.url() })
  .register(contractRegistry, { id: 'CheckoutResponse' });

export const CaptureRequestSchema = z
  .object({ token: z.string({ error: 'token is required' }).min(1, 'token is required').max(64) })
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
  .object({ error: z.string() })
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

export const MailSendRequestSchema = z
  .object({
    lib_version: z.string().max(32).optional(),
    user_id: mailId(MAIL_ERRORS.user_id),
    service_id: mailId(MAIL_ERRORS.service_id),
    template_id: mailId(MAIL_ERRORS.template_id),
    template_params: z.record(z.string(), z.unknown(), { error: MAIL_ERRORS.template_params }).optional(),
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
    template_params: z.record(z.string(), z.unknown()),
  })
  .register(contractRegistry, { id: 'OutboxMessage' });

export const OutboxSchema = z.array(OutboxMessageSchema).register(contractRegistry, { id: 'Outbox' });

export type AccountRequest = z.infer<typeof AccountRequestSchema>;
export type Billing = z.infer<typeof BillingSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export type CaptureResponse = z.infer<typeof CaptureResponseSchema>;
export type MailSendRequest = z.infer<typeof MailSendRequestSchema>;
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
