// Every operation the server serves, written once. The OpenAPI document, the 405 `Allow` answer
// and the contract fuzz test are all generated from this list: a new route is added here (and
// in routes/), and is then documented and fuzzed without further work.
import type { z } from 'zod';
import {
  AccountRequestSchema,
  ApiKeySchema,
  BillingSchema,
  CaptureRequestSchema,
  CaptureResponseSchema,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  MailSendRequestSchema,
  OutboxSchema,
} from './contract.ts';
import type { ErrorCode } from './error-codes.ts';
import type { StandIns } from './stand-ins.ts';
import { ACTIVITY_OPERATION_LIST } from './activity-operation-list.ts';
import { CspReportListSchema, CspReportSchema } from './csp/reports-contract.ts';
import { SESSIONS_OPERATION_LIST } from './sessions-operation-list.ts';
import { USAGE_OPERATION_LIST } from './usage-operation-list.ts';

export type Method = 'get' | 'post';

export type Body =
  | { kind: 'json'; schema: z.ZodType }
  /** JSON in, EmailJS-style plain-text errors out. */
  | { kind: 'json-text-errors'; schema: z.ZodType }
  /** An HTML form post (the PayPal simulator's buttons). */
  | { kind: 'form'; fields: readonly string[] };

export type Content =
  /** Schemas are those of the contract registry (they become `components.schemas`). */
  | { json: z.ZodType }
  /** Plain text, optionally with a registered schema for its format. */
  | { text: z.ZodType | 'string' }
  | { html: true }
  /** A Server-Sent Events stream whose events carry this registered schema as JSON data. */
  | { events: z.ZodType }
  /** A JSON error `{ error, code }` whose code is one of these. */
  | { errors: readonly ErrorCode[] };

export interface ResponseSpec {
  description: string;
  content?: Content;
}

export interface Operation {
  method: Method;
  /** OpenAPI path template, e.g. `/receipts/{token}`. */
  path: string;
  summary: string;
  /** `firebase`: Bearer Firebase ID token; `outbox`: Bearer MAIL_OUTBOX_TOKEN. */
  auth?: 'firebase' | 'outbox';
  body?: Body;
  parameters?: readonly { name: string; in: 'query' | 'path'; required: boolean; schema: object }[];
  /** The operation's own answers; the answers every body or token can cause are added below. */
  responses: Record<number, ResponseSpec>;
  /** Registered only with DEV_BACKEND_ALLOW_RESET. */
  resetOnly?: boolean;
  /** Part of a stand-in (stand-ins.ts), registered only when that stand-in is mounted. */
  standIn?: keyof StandIns;
}

const html = (description: string): ResponseSpec => ({ description, content: { html: true } });

export const OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/gateway/account',
    summary: 'Register or refresh the signed-in user; answers the API key as plain text',
    auth: 'firebase',
    body: { kind: 'json', schema: AccountRequestSchema },
    responses: {
      200: { description: 'The API key (same for every login of this uid)', content: { text: ApiKeySchema } },
      400: {
        description: 'createdAt or lastLoginAt is not an ISO 8601 date-time, or is in the future',
        content: { errors: ['timestamp_invalid'] },
      },
      401: { description: 'uid in the body is not the token’s', content: { errors: ['uid_mismatch'] } },
      403: {
        description: 'The token carries no verified e-mail (the body’s e-mail is never used)',
        content: { errors: ['email_not_verified'] },
      },
      404: {
        description: 'No termsVersion and the user has not completed onboarding: no key is issued',
        content: { errors: ['not_registered'] },
      },
    },
  },
  {
    method: 'get',
    path: '/gateway/billing',
    summary: "The caller's plan, balance and invoices",
    auth: 'firebase',
    responses: {
      200: { description: 'Billing', content: { json: BillingSchema } },
      404: { description: 'The user never called /gateway/account', content: { errors: ['no_account'] } },
    },
  },
  {
    method: 'post',
    path: '/paypal/checkout',
    summary: 'Create a PayPal order; answers the approval URL',
    auth: 'firebase',
    body: { kind: 'json', schema: CheckoutRequestSchema },
    responses: {
      200: { description: 'Order created', content: { json: CheckoutResponseSchema } },
      400: {
        description: 'A field breaks the charge rule or is missing',
        content: {
          errors: [
            'price_required',
            'price_not_number',
            'price_min',
            'price_max',
            'price_step',
            'name_required',
            'country_required',
            'city_required',
            'name_too_long',
            'country_too_long',
            'city_too_long',
          ],
        },
      },
      404: { description: 'The user never called /gateway/account', content: { errors: ['no_account'] } },
      429: {
        description: 'Too many checkouts by this user; Retry-After says when to try again',
        content: { errors: ['rate_limited'] },
      },
      503: {
        description: 'A production start: the PayPal simulator is not mounted, so no order can be approved',
        content: { errors: ['payments_unavailable'] },
      },
    },
  },
  {
    method: 'post',
    path: '/paypal/capture',
    summary: 'Capture an approved order (idempotent: credits at most once)',
    auth: 'firebase',
    body: { kind: 'json', schema: CaptureRequestSchema },
    responses: {
      200: { description: 'Captured now or earlier', content: { json: CaptureResponseSchema } },
      400: { description: 'No order token', content: { errors: ['order_token_required'] } },
      403: { description: "Another user's order", content: { errors: ['order_forbidden'] } },
      404: { description: 'Unknown order', content: { errors: ['unknown_order'] } },
      409: {
        description: 'Order not approved, or cancelled',
        content: { errors: ['order_not_approved', 'order_cancelled'] },
      },
      410: {
        description: 'The order was not paid within ORDER_EXPIRY_MS (3 hours) and has expired',
        content: { errors: ['order_expired'] },
      },
    },
  },
  {
    method: 'get',
    path: '/paypal-sim/checkoutnow',
    standIn: 'paypalSimulator',
    summary: 'PayPal approval page stand-in (HTML with Approve and Cancel)',
    parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
    responses: { 200: html('HTML page'), 404: html('Unknown order') },
  },
  {
    method: 'post',
    path: '/paypal-sim/approve',
    standIn: 'paypalSimulator',
    summary: 'Approve (form post); 303 to the portal success route with token and PayerID',
    body: { kind: 'form', fields: ['token'] },
    responses: {
      303: { description: 'Redirect to the portal' },
      404: html('Unknown order'),
      409: html('The order was cancelled'),
    },
  },
  {
    method: 'post',
    path: '/paypal-sim/cancel',
    standIn: 'paypalSimulator',
    summary: 'Cancel (form post); 303 to the portal cancelled route',
    body: { kind: 'form', fields: ['token'] },
    responses: {
      303: { description: 'Redirect to the portal' },
      404: html('Unknown order'),
      409: html('The order was already approved'),
    },
  },
  {
    method: 'get',
    path: '/receipts/{token}',
    summary: 'Receipt document of one invoice; the token in the link is the credential',
    parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
    responses: {
      200: html('HTML receipt (attachment)'),
      403: {
        description: 'The payer’s account is disabled or deleted',
        content: { errors: ['account_disabled'] },
      },
      404: { description: 'Unknown receipt', content: { errors: ['unknown_receipt'] } },
    },
  },
  {
    method: 'post',
    path: '/api/v1.0/email/send',
    standIn: 'mail',
    summary: 'EmailJS-compatible send; keeps the message in the outbox',
    body: { kind: 'json-text-errors', schema: MailSendRequestSchema },
    responses: {
      200: { description: '"OK"', content: { text: 'string' } },
      429: {
        description: '"Too Many Requests": too many messages from this network address',
        content: { text: 'string' },
      },
    },
  },
  {
    method: 'get',
    path: '/api/v1.0/email/outbox',
    standIn: 'mail',
    summary: 'Messages received, oldest first, one page at a time (development and tests only)',
    auth: 'outbox',
    parameters: [
      { name: 'after', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } },
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 200 } },
    ],
    responses: {
      200: { description: 'One page of the outbox', content: { json: OutboxSchema } },
      400: { description: 'Bad after or limit', content: { errors: ['invalid_page'] } },
      401: { description: 'Missing or wrong outbox token', content: { errors: ['outbox_token_required'] } },
    },
  },
  {
    method: 'post',
    path: '/csp-reports',
    summary:
      'CSP violation reports of the hosted portal (application/reports+json or application/csp-report); each is logged',
    body: { kind: 'json', schema: CspReportSchema },
    responses: { 204: { description: 'Received and logged' } },
  },
  {
    method: 'get',
    path: '/__test__/csp-reports',
    summary: 'The newest CSP violations received (only with DEV_BACKEND_ALLOW_RESET)',
    resetOnly: true,
    responses: { 200: { description: 'Violations, oldest first', content: { json: CspReportListSchema } } },
  },
  {
    method: 'get',
    path: '/healthz',
    summary: 'Liveness',
    responses: { 200: { description: 'Up' } },
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    responses: { 200: { description: 'OpenAPI 3.1' } },
  },
  {
    method: 'post',
    path: '/__test__/reset',
    summary: 'Wipe the store (only with DEV_BACKEND_ALLOW_RESET=1)',
    responses: { 204: { description: 'Wiped' } },
    resetOnly: true,
  },
  ...USAGE_OPERATION_LIST,
  ...SESSIONS_OPERATION_LIST,
  ...ACTIVITY_OPERATION_LIST,
];

const merge = (into: Record<number, ResponseSpec>, status: number, extra: ResponseSpec) => {
  const existing = into[status];
  const codes = (spec?: ResponseSpec) =>
    spec?.content && 'errors' in spec.content ? spec.content.errors : [];
  into[status] =
    existing && 'errors' in (existing.content ?? {}) && extra.content && 'errors' in extra.content
      ? {
          description: `${existing.description}; or ${extra.description}`,
          content: { errors: [...new Set([...codes(existing), ...codes(extra)])] },
        }
      : (existing ?? extra);
};

/** The operation's responses plus those its body and its token can cause. */
export function allResponses(operation: Operation): Record<number, ResponseSpec> {
  const responses: Record<number, ResponseSpec> = {};
  for (const [status, spec] of Object.entries(operation.responses)) responses[Number(status)] = spec;
  const { body } = operation;
  if (body?.kind === 'json') {
    merge(responses, 400, {
      description: 'Malformed JSON, too deeply nested, or not the contract',
      content: { errors: ['empty_body', 'malformed_json', 'json_too_deep', 'invalid_request'] },
    });
    merge(responses, 415, {
      description: 'Not JSON',
      content: { errors: ['unsupported_media_type'] },
    });
  }
  if (body?.kind === 'json-text-errors') {
    merge(responses, 400, { description: 'EmailJS-like validation text', content: { text: 'string' } });
    merge(responses, 415, { description: 'Not JSON (plain text)', content: { text: 'string' } });
  }
  if (body) {
    merge(responses, 413, { description: 'Body too large', content: { errors: ['body_too_large'] } });
  }
  if (operation.auth === 'firebase') {
    merge(responses, 401, {
      description: 'Missing, malformed, invalid or expired Firebase ID token',
      content: { errors: ['missing_token', 'invalid_token'] },
    });
    merge(responses, 503, {
      description: 'The ID-token verifier (Firebase Auth) is unreachable',
      content: { errors: ['auth_unavailable'] },
    });
  }
  merge(responses, 421, {
    description: 'A Host this server does not serve (DNS rebinding guard)',
    content: { errors: ['misdirected_request'] },
  });
  merge(responses, 431, {
    description: 'Request headers over 16 KB',
    content: { errors: ['headers_too_large'] },
  });
  return responses;
}

export interface ServedParts {
  allowReset: boolean;
  /** Omitted: every stand-in is mounted (a development start). */
  standIns?: StandIns;
}

export function servedOperations(options: ServedParts): Operation[] {
  return OPERATIONS.filter(
    (operation) =>
      (options.allowReset || !operation.resetOnly) &&
      (!operation.standIn || !options.standIns || options.standIns[operation.standIn]),
  );
}

const templateToPattern = (template: string) =>
  new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Methods served on a concrete path (for 405's Allow header); empty when no route matches. */
export function allowedMethods(path: string, options: ServedParts): string[] {
  const methods = servedOperations(options)
    .filter((operation) => templateToPattern(operation.path).test(path))
    .map((operation) => operation.method.toUpperCase());
  if (methods.length === 0) return [];
  if (methods.includes('GET')) methods.push('HEAD');
  return [...new Set([...methods, 'OPTIONS'])];
}
