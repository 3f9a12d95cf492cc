// The EmailJS REST contract (https://www.emailjs.com/docs/rest-api/send/) the contact form
// posts to, and the outbox the dev backend keeps of what it received.
import { z } from 'zod';
import { ERROR_MESSAGES } from './errors.ts';
import { contractRegistry } from './registry.ts';

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

/**
 * The alert e-mails the gateway sends through the mail provider (docs/decisions.md, "Alerts"):
 * EmailJS's message shape, with this template, to the account's address.
 */
export const ALERT_MAIL = { serviceId: 'remoterl', templateId: 'account_alert' } as const;

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

export type MailSendRequest = z.infer<typeof MailSendRequestSchema>;
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export type Outbox = z.infer<typeof OutboxSchema>;
