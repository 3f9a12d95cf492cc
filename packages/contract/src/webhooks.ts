// Webhooks (docs/decisions.md, "Alerts"): every alert the mailer sends is also POSTed as JSON to
// the account's URL, signed with the account's secret. These are the event a receiver parses, the
// settings the portal reads and writes, and the list of deliveries with their status.
import { z } from 'zod';
import { ERROR_MESSAGES } from './errors.ts';
import { contractRegistry } from './registry.ts';
import type { CallableOperation } from './operation-types.ts';

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'RemoteRL-Signature';
/** Longest URL accepted, as browsers and most servers handle. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** Deliveries kept per account; older ones are dropped. */
export const WEBHOOK_DELIVERIES_KEPT = 50;

const EVENT_ID = /^evt_[0-9a-f]{24}$/;

const eventBase = {
  /** Unique per event; a receiver that sees an id twice (a retry) can ignore the second. */
  id: z.string().regex(EVENT_ID),
  /** The account's Firebase uid. */
  account: z.string().min(1),
  occurredAt: z.iso.datetime(),
};

export const WebhookEventSchema = z
  .discriminatedUnion('kind', [
    z.object({
      ...eventBase,
      kind: z.literal('spendLimit'),
      /** The threshold reached: 50, 80 or 100 % of the monthly limit. */
      percent: z.number(),
      limitUsd: z.number(),
      spentUsd: z.number(),
      /** The key whose own limit this is (its name null for the primary key); absent for the account's. */
      key: z.object({ id: z.string(), name: z.string().nullable() }).optional(),
    }),
    z.object({
      ...eventBase,
      kind: z.literal('lowCredit'),
      balanceUsd: z.number(),
      thresholdUsd: z.number(),
    }),
    z.object({
      ...eventBase,
      kind: z.literal('freeAllowance'),
      /** The threshold reached: 80 or 100 % of the BASIC allowance. */
      percent: z.number(),
      usedGb: z.number(),
      allowanceGb: z.number(),
    }),
    z.object({
      ...eventBase,
      kind: z.literal('sessionStopped'),
      /** The spend limit that stopped the sessions; null when credit ran out. */
      limitUsd: z.number().nullable(),
      /**
       * The key whose own limit stopped its sessions (its name null for the primary key); absent
       * when the account's limit or credit stopped them (docs/decisions.md, "Spend limits").
       */
      key: z.object({ id: z.string(), name: z.string().nullable() }).optional(),
    }),
  ])
  .register(contractRegistry, { id: 'WebhookEvent' });

const webhookUrl = z
  .string({ error: ERROR_MESSAGES.webhook_url_invalid })
  .trim()
  .max(WEBHOOK_URL_MAX_LENGTH, ERROR_MESSAGES.webhook_url_invalid)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: ERROR_MESSAGES.webhook_url_invalid,
  });

export const WebhookSettingsSchema = z
  .object({
    /** Where events go; null for none. */
    url: z.string().nullable(),
    /** The signing secret (`whsec_` and 48 hex digits); null until a URL is first set. */
    secret: z.string().nullable(),
  })
  .register(contractRegistry, { id: 'WebhookSettings' });

export const WebhookUpdateSchema = z
  .object({ url: webhookUrl.nullable() }, { error: ERROR_MESSAGES.webhook_url_invalid })
  .register(contractRegistry, { id: 'WebhookUpdate' });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const WebhookDeliverySchema = z
  .object({
    eventId: z.string().regex(EVENT_ID),
    kind: z.enum(['spendLimit', 'lowCredit', 'freeAllowance', 'sessionStopped']),
    url: z.string(),
    createdAt: z.iso.datetime(),
    /** pending while attempts remain; delivered on a 2xx; failed once every attempt failed. */
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int().min(0),
    /** The HTTP status of the last answer; null when none came (refused, timed out). */
    lastStatusCode: z.number().int().nullable(),
    lastAttemptAt: z.iso.datetime().nullable(),
  })
  .register(contractRegistry, { id: 'WebhookDelivery' });

export const WebhookDeliveryListSchema = z
  .object({ deliveries: z.array(WebhookDeliverySchema) })
  .register(contractRegistry, { id: 'WebhookDeliveryList' });

export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
export type WebhookSettings = z.infer<typeof WebhookSettingsSchema>;
export type WebhookUpdate = z.infer<typeof WebhookUpdateSchema>;
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * The webhook operations as clients call them and the backend serves them, by id
 * (docs/decisions.md, "One call by operation id"); the operation list takes their method, path
 * and OK answer from here.
 */
export const WEBHOOK_OPERATIONS = {
  getWebhook: {
    id: 'getWebhook',
    method: 'get',
    path: '/gateway/webhook',
    ok: { status: 200, schema: WebhookSettingsSchema },
  },
  saveWebhook: {
    id: 'saveWebhook',
    method: 'post',
    path: '/gateway/webhook',
    ok: { status: 200, schema: WebhookSettingsSchema },
  },
  rotateWebhookSecret: {
    id: 'rotateWebhookSecret',
    method: 'post',
    path: '/gateway/webhook/secret',
    ok: { status: 200, schema: WebhookSettingsSchema },
  },
  listWebhookDeliveries: {
    id: 'listWebhookDeliveries',
    method: 'get',
    path: '/gateway/webhook/deliveries',
    ok: { status: 200, schema: WebhookDeliveryListSchema },
  },
} as const satisfies Record<string, CallableOperation>;
