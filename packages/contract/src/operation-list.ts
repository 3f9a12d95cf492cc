// Every operation the server serves, written once (see operations.ts for what is generated from it).
import { ACTIVITY_OPERATIONS } from './activity.ts';
import {
  API_KEY_ID,
  API_KEY_OPERATIONS,
  ApiKeySpendLimitRequestSchema,
  CreateApiKeyRequestSchema,
} from './api-keys.ts';
import { CspReportListSchema, CspReportSchema } from './csp-reports.ts';
import { CHARGE_FORM_ERROR_CODES } from './error-text.ts';
import { MailSendRequestSchema, OutboxSchema } from './mail.ts';
import { AccountRequestSchema, ApiKeySchema, GATEWAY_OPERATIONS, GATEWAY_ROUTES } from './gateway.ts';
import {
  LIVE_VIEW_OPERATIONS,
  LIVE_VIEW_ROUTES,
  SessionBlockSchema,
  SessionsSnapshotSchema,
} from './live-view.ts';
import { END_REASONS, SESSION_HISTORY_OPERATIONS } from './session-history.ts';
import { USAGE_ROLES } from '@remoterl/product';
import { SESSIONS_STREAM_EVENTS, SessionsPatchSchema } from './live-view-stream.ts';
import type { CallableOperation, Operation, OperationRoute, ResponseSpec } from './operation-types.ts';
import { CaptureRequestSchema, CheckoutRequestSchema, PAYMENT_OPERATIONS } from './paypal.ts';
import {
  KeyRotationRequestSchema,
  SettingsUpdateSchema,
  USER_AREA_OPERATIONS,
  UsageAppendRequestSchema,
  UsageAppendResponseSchema,
} from './user-area.ts';
import { WEBHOOK_OPERATIONS, WebhookUpdateSchema } from './webhooks.ts';

/** An operation's id, method and path, as its area declares them for the clients that call it. */
const routeOf = ({ id, method, path }: OperationRoute) => ({ id, method, path });

/** An operation's OK answer, as its area declares it. */
/** The `{id}` of a key's path: `primary` or a named key's id, as the key schemas check it. */
const keyIdInPath = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: API_KEY_ID.source },
} as const;

const okOf = ({ ok }: CallableOperation, description: string): Record<number, ResponseSpec> => ({
  [ok.status]: { description, content: { json: ok.schema } },
});

const noAccount = {
  description: 'The user never called /gateway/account',
  content: { errors: ['no_account'] },
} as const satisfies ResponseSpec;

const html = (description: string): ResponseSpec => ({ description, content: { html: true } });

const rateLimited = (what: string): ResponseSpec => ({
  description: `Too many ${what} by this user; Retry-After says when to try again`,
  content: { errors: ['rate_limited'] },
});

const accountDisabled = (description: string): ResponseSpec => ({
  description,
  content: { errors: ['account_disabled'] },
});

export const OPERATIONS: readonly Operation[] = [
  {
    ...routeOf(GATEWAY_ROUTES.registerAccount),
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
      429: rateLimited('account calls'),
    },
  },
  {
    ...routeOf(GATEWAY_OPERATIONS.getBilling),
    summary: "The caller's plan, balance and invoices",
    auth: 'firebase',
    responses: {
      ...okOf(GATEWAY_OPERATIONS.getBilling, 'Billing'),
      404: noAccount,
    },
  },
  {
    ...routeOf(PAYMENT_OPERATIONS.createCheckout),
    summary: 'Create a PayPal order; answers the approval URL',
    auth: 'firebase',
    body: { kind: 'json', schema: CheckoutRequestSchema },
    responses: {
      ...okOf(PAYMENT_OPERATIONS.createCheckout, 'Order created'),
      400: {
        description: 'A field breaks the charge rule or is missing',
        content: { errors: CHARGE_FORM_ERROR_CODES },
      },
      404: noAccount,
      429: rateLimited('checkouts'),
      503: {
        description: 'A production start: the PayPal simulator is not mounted, so no order can be approved',
        content: { errors: ['payments_unavailable'] },
      },
    },
  },
  {
    ...routeOf(PAYMENT_OPERATIONS.capturePayment),
    summary: 'Capture an approved order (idempotent: credits at most once)',
    auth: 'firebase',
    body: { kind: 'json', schema: CaptureRequestSchema },
    responses: {
      ...okOf(PAYMENT_OPERATIONS.capturePayment, 'Captured now or earlier'),
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
    responses: {
      200: html('HTML page'),
      404: html('Unknown order'),
      410: html('The order has expired: no Approve, a link to start a new payment'),
    },
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
      410: html('The order has expired: the failure page, nothing approved'),
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
      403: accountDisabled('The payer’s account is disabled or deleted'),
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
      'CSP violation reports of the hosted portal (application/reports+json or application/csp-report); folded and logged',
    body: { kind: 'json', schema: CspReportSchema },
    responses: {
      204: { description: 'Received: a new violation is logged, a repeat adds to its count' },
      429: {
        description: 'Too many reports from this network address block; Retry-After says when to try again',
        content: { errors: ['rate_limited'] },
      },
    },
  },
  {
    method: 'get',
    path: '/__test__/csp-reports',
    summary: 'The CSP violations kept, folded (only with DEV_BACKEND_ALLOW_RESET)',
    resetOnly: true,
    responses: {
      200: {
        description: 'Violations, least recently reported first',
        content: { json: CspReportListSchema },
      },
    },
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
  {
    ...routeOf(USER_AREA_OPERATIONS.getUsage),
    summary: 'Data used per day and role over the last `days` days, against the plan’s allowance',
    auth: 'firebase',
    parameters: [
      { name: 'days', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 90 } },
    ],
    responses: {
      ...okOf(USER_AREA_OPERATIONS.getUsage, 'Usage'),
      400: { description: 'days out of range', content: { errors: ['usage_days_invalid'] } },
      404: noAccount,
    },
  },
  {
    ...routeOf(USER_AREA_OPERATIONS.rotateApiKey),
    summary: 'Replace the API key at once; repeating the same request answers the same new key',
    auth: 'firebase',
    body: { kind: 'json', schema: KeyRotationRequestSchema },
    responses: {
      ...okOf(USER_AREA_OPERATIONS.rotateApiKey, 'The new key'),
      400: { description: 'Malformed body', content: { errors: ['invalid_request'] } },
      404: noAccount,
      409: {
        description: 'currentKey is neither the key nor the one just replaced',
        content: { errors: ['api_key_stale'] },
      },
      429: rateLimited('regenerations'),
    },
  },
  {
    ...routeOf(API_KEY_OPERATIONS.listApiKeys),
    summary: 'The account’s live keys: the primary one and its named ones, with when each was last used',
    auth: 'firebase',
    responses: {
      ...okOf(API_KEY_OPERATIONS.listApiKeys, 'Keys (fingerprints, never the keys)'),
      404: noAccount,
    },
  },
  {
    ...routeOf(API_KEY_OPERATIONS.createApiKey),
    summary: 'Create a named key; the key itself is in this answer only',
    auth: 'firebase',
    body: { kind: 'json', schema: CreateApiKeyRequestSchema },
    responses: {
      ...okOf(API_KEY_OPERATIONS.createApiKey, 'The new key'),
      400: { description: 'No name, or one too long', content: { errors: ['key_name_invalid'] } },
      404: noAccount,
      409: {
        description: 'A live key has that name, or the account holds 10 keys already',
        content: { errors: ['key_name_taken', 'too_many_keys'] },
      },
      429: rateLimited('key changes'),
    },
  },
  {
    ...routeOf(API_KEY_OPERATIONS.revokeApiKey),
    summary: 'Revoke one named key: its sessions end with AUTH-003, the other keys’ sessions run on',
    auth: 'firebase',
    parameters: [keyIdInPath],
    responses: {
      ...okOf(API_KEY_OPERATIONS.revokeApiKey, 'Revoked'),
      400: { description: 'The primary key', content: { errors: ['primary_key_not_revocable'] } },
      404: {
        description: 'Not a live key of this account, or no account',
        content: { errors: ['unknown_key', 'no_account'] },
      },
      429: rateLimited('key changes'),
    },
  },
  {
    ...routeOf(API_KEY_OPERATIONS.setApiKeySpendLimit),
    summary:
      'Set or remove one key’s monthly spend limit; at it only that key’s sessions pause (AUTH-004), and raising it during the grace resumes them',
    auth: 'firebase',
    body: { kind: 'json', schema: ApiKeySpendLimitRequestSchema },
    parameters: [keyIdInPath],
    responses: {
      ...okOf(API_KEY_OPERATIONS.setApiKeySpendLimit, 'The key with its new limit'),
      400: {
        description: 'Not null nor a whole number of dollars from 1 to 10000',
        content: { errors: ['spend_limit_invalid'] },
      },
      404: {
        description: 'Not a live key of this account, or no account',
        content: { errors: ['unknown_key', 'no_account'] },
      },
      429: rateLimited('key changes'),
    },
  },
  {
    ...routeOf(USER_AREA_OPERATIONS.checkApiKey),
    summary: 'Whether an API key is accepted (Authorization: Bearer <API key>)',
    responses: {
      ...okOf(USER_AREA_OPERATIONS.checkApiKey, 'Accepted'),
      401: {
        description: 'Missing, unknown or replaced key',
        content: { errors: ['api_key_missing', 'api_key_invalid'] },
      },
      403: accountDisabled('The key’s owner is disabled or deleted in Firebase Auth (seen within 60 s)'),
    },
  },
  {
    ...routeOf(USER_AREA_OPERATIONS.getSettings),
    summary: 'The user’s settings (low-credit threshold, default $5; monthly spend limit, default none)',
    auth: 'firebase',
    responses: {
      ...okOf(USER_AREA_OPERATIONS.getSettings, 'Settings'),
      404: noAccount,
    },
  },
  {
    ...routeOf(USER_AREA_OPERATIONS.saveSettings),
    summary: 'Save the settings named in the body; the others keep their values',
    auth: 'firebase',
    body: { kind: 'json', schema: SettingsUpdateSchema },
    responses: {
      ...okOf(USER_AREA_OPERATIONS.saveSettings, 'Saved settings'),
      400: {
        description: 'A setting out of range, or none named',
        content: { errors: ['threshold_invalid', 'spend_limit_invalid', 'settings_empty'] },
      },
      404: noAccount,
      429: rateLimited('settings writes'),
    },
  },
  {
    ...routeOf(WEBHOOK_OPERATIONS.getWebhook),
    summary: 'The account’s webhook URL and signing secret (both null until a URL is set)',
    auth: 'firebase',
    responses: {
      ...okOf(WEBHOOK_OPERATIONS.getWebhook, 'Webhook settings'),
      404: noAccount,
    },
  },
  {
    ...routeOf(WEBHOOK_OPERATIONS.saveWebhook),
    summary:
      'Set the webhook URL (null removes it); the first URL creates the signing secret. In production only https: to a public address',
    auth: 'firebase',
    body: { kind: 'json', schema: WebhookUpdateSchema },
    responses: {
      ...okOf(WEBHOOK_OPERATIONS.saveWebhook, 'Saved'),
      400: {
        description:
          'Not an http(s) URL; in production not https:, or a loopback, private or link-local host',
        content: {
          errors: [
            'webhook_url_invalid',
            'webhook_https_required',
            'webhook_address_private',
            'webhook_host_unresolved',
          ],
        },
      },
      404: noAccount,
      429: rateLimited('settings writes'),
    },
  },
  {
    ...routeOf(WEBHOOK_OPERATIONS.rotateWebhookSecret),
    summary: 'Replace the signing secret and answer the new one; the old one signs nothing more',
    auth: 'firebase',
    responses: {
      ...okOf(WEBHOOK_OPERATIONS.rotateWebhookSecret, 'The new secret'),
      400: { description: 'No webhook URL set', content: { errors: ['webhook_not_set'] } },
      404: noAccount,
      429: rateLimited('settings writes'),
    },
  },
  {
    ...routeOf(WEBHOOK_OPERATIONS.listWebhookDeliveries),
    summary: 'The account’s latest webhook deliveries (at most 50), newest first, with their status',
    auth: 'firebase',
    responses: {
      ...okOf(WEBHOOK_OPERATIONS.listWebhookDeliveries, 'Deliveries'),
      404: noAccount,
    },
  },
  {
    method: 'post',
    path: '/__test__/usage',
    summary: 'Add usage to a user, charged like real usage (only with DEV_BACKEND_ALLOW_RESET=1)',
    body: { kind: 'json', schema: UsageAppendRequestSchema },
    responses: {
      200: { description: 'Added; the balance after charging', content: { json: UsageAppendResponseSchema } },
      400: { description: 'Malformed body', content: { errors: ['invalid_request'] } },
      404: { description: 'No such user', content: { errors: ['no_account'] } },
    },
    resetOnly: true,
  },
  {
    ...routeOf(LIVE_VIEW_OPERATIONS.listSessions),
    summary: 'The account’s online sessions (simulators and trainers) with their counters',
    auth: 'firebase',
    responses: {
      ...okOf(LIVE_VIEW_OPERATIONS.listSessions, 'Snapshot'),
      404: noAccount,
    },
  },
  {
    ...routeOf(LIVE_VIEW_ROUTES.sessionEvents),
    summary:
      'Server-Sent Events: `event: sessions` with the whole snapshot (sessions with their health, live usage, cost and runway) first on every (re)connection, then `event: sessions-patch` deltas (RFC 6902) at most once a second, each with an `id:` that goes on from the `Last-Event-ID` header; a comment heartbeat every 15 s when idle. A stream that stops reading keeps only the newest state and is closed once a write has waited 10 s. Read with fetch and the Authorization header.',
    auth: 'firebase',
    responses: {
      200: {
        description: 'An open event stream',
        content: {
          events: {
            [SESSIONS_STREAM_EVENTS.full]: SessionsSnapshotSchema,
            [SESSIONS_STREAM_EVENTS.patch]: SessionsPatchSchema,
          },
        },
      },
      404: noAccount,
      429: {
        description: 'Too many streams open for this account',
        content: { errors: ['too_many_streams'] },
      },
    },
  },
  {
    ...routeOf(LIVE_VIEW_ROUTES.disconnectSession),
    summary: 'End one session: its client gets a `closing` frame and close code 4010',
    auth: 'firebase',
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{8}$' } },
    ],
    responses: {
      204: { description: 'Disconnected' },
      404: {
        description: 'Not a session of this account, or already gone',
        content: { errors: ['unknown_session'] },
      },
    },
  },
  {
    ...routeOf(LIVE_VIEW_OPERATIONS.setSessionsBlocked),
    summary: 'Block or allow new sessions (running ones go on); kept on the server',
    auth: 'firebase',
    body: { kind: 'json', schema: SessionBlockSchema },
    responses: {
      ...okOf(LIVE_VIEW_OPERATIONS.setSessionsBlocked, 'The setting now in force'),
      404: noAccount,
    },
  },
  {
    method: 'get',
    path: '/asyncapi.json',
    sessionService: true,
    summary: 'The session protocol (WebSocket on /sessions/v1) as an AsyncAPI 3 document',
    responses: { 200: { description: 'AsyncAPI 3.0' } },
  },
  {
    ...routeOf(ACTIVITY_OPERATIONS.listActivity),
    summary:
      'The account’s activity, 50 entries a page, newest first: sign-ins, keys created and regenerated, payments, ' +
      'threshold changes, session disconnects and blocks, refusals (first per code, key and hour), each with time and source address',
    auth: 'firebase',
    parameters: [
      { name: 'cursor', in: 'query', required: false, schema: { type: 'string', pattern: '^[0-9]{1,15}$' } },
    ],
    responses: {
      ...okOf(ACTIVITY_OPERATIONS.listActivity, 'The log'),
      400: {
        description: 'A cursor that is not one the log answered',
        content: { errors: ['history_query_invalid'] },
      },
      404: noAccount,
    },
  },
  {
    ...routeOf(SESSION_HISTORY_OPERATIONS.listSessionHistory),
    summary:
      'Ended sessions, newest first, with totals from the process’s point of view, metered data, cost and end reason; filtered and paged with a cursor',
    auth: 'firebase',
    parameters: [
      { name: 'role', in: 'query', required: false, schema: { type: 'string', enum: [...USAGE_ROLES] } },
      { name: 'reason', in: 'query', required: false, schema: { type: 'string', enum: [...END_REASONS] } },
      { name: 'from', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
      { name: 'to', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
      { name: 'cursor', in: 'query', required: false, schema: { type: 'string', pattern: '^[0-9]{1,15}$' } },
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } },
    ],
    responses: {
      ...okOf(SESSION_HISTORY_OPERATIONS.listSessionHistory, 'One page'),
      400: {
        description: 'An unknown filter, a bad value or a reversed date range',
        content: { errors: ['history_query_invalid'] },
      },
      404: noAccount,
    },
  },
  {
    ...routeOf(SESSION_HISTORY_OPERATIONS.getHistorySession),
    summary: 'One ended session of the account with its timeline (connected, paired, paused, resumed, ended)',
    auth: 'firebase',
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{8}$' } },
    ],
    responses: {
      ...okOf(SESSION_HISTORY_OPERATIONS.getHistorySession, 'The session'),
      404: {
        description: 'Not an ended session of this account',
        content: { errors: ['unknown_session'] },
      },
    },
  },
  {
    ...routeOf(SESSION_HISTORY_OPERATIONS.listRefusals),
    summary:
      'Refused connections of keys that identify the account, folded per code, key and hour, newest first',
    auth: 'firebase',
    responses: {
      ...okOf(SESSION_HISTORY_OPERATIONS.listRefusals, 'The refusals'),
      404: noAccount,
    },
  },
];
