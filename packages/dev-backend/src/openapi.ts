import { z } from 'zod';
import { contractRegistry } from './contract.ts';
import { USAGE_OPERATIONS, USAGE_TEST_OPERATIONS } from './usage-operations.ts';
import './usage-contract.ts';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string) => ({ 'application/json': { schema: ref(id) } });
const error = (description: string) => ({ description, content: json('ErrorResponse') });
const text = (description: string) => ({
  description,
  content: { 'text/plain': { schema: { type: 'string' } } },
});
const bearer = [{ firebaseIdToken: [] }];
const unauthorized = error('Missing, invalid or mismatched Firebase ID token');
const badRequest = error('Malformed JSON, wrong types or failed validation');

/** Every route the server serves, so tests can check the document and the server agree. */
export const OPERATIONS: Record<string, Record<string, object>> = {
  '/gateway/account': {
    post: {
      summary: 'Register or refresh the signed-in user; answers the API key as plain text',
      security: bearer,
      requestBody: { required: true, content: json('AccountRequest') },
      responses: {
        200: {
          description: 'The API key (same for every login of this uid)',
          content: { 'text/plain': { schema: ref('ApiKey') } },
        },
        400: badRequest,
        401: unauthorized,
      },
    },
  },
  '/gateway/billing': {
    get: {
      summary: "The caller's plan, balance and invoices",
      security: bearer,
      responses: {
        200: { description: 'Billing', content: json('Billing') },
        401: unauthorized,
        404: error('The user never called /gateway/account'),
      },
    },
  },
  '/paypal/checkout': {
    post: {
      summary: 'Create a PayPal order; answers the approval URL',
      security: bearer,
      requestBody: { required: true, content: json('CheckoutRequest') },
      responses: {
        200: { description: 'Order created', content: json('CheckoutResponse') },
        400: badRequest,
        401: unauthorized,
      },
    },
  },
  '/paypal/capture': {
    post: {
      summary: 'Capture an approved order (idempotent: credits at most once)',
      security: bearer,
      requestBody: { required: true, content: json('CaptureRequest') },
      responses: {
        200: { description: 'Captured now or earlier', content: json('CaptureResponse') },
        400: badRequest,
        401: unauthorized,
        403: error("Another user's order"),
        404: error('Unknown order'),
        409: error('Order not approved (or cancelled)'),
      },
    },
  },
  '/paypal-sim/checkoutnow': {
    get: {
      summary: 'PayPal approval page stand-in (HTML with Approve and Cancel)',
      parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
      responses: { 200: { description: 'HTML page' }, 404: { description: 'Unknown order' } },
    },
  },
  '/paypal-sim/approve': {
    post: {
      summary: 'Approve (form post); 303 to the portal success route with token and PayerID',
      responses: { 303: { description: 'Redirect to the portal' }, 404: { description: 'Unknown order' } },
    },
  },
  '/paypal-sim/cancel': {
    post: {
      summary: 'Cancel (form post); 303 to the portal cancelled route',
      responses: { 303: { description: 'Redirect to the portal' }, 404: { description: 'Unknown order' } },
    },
  },
  '/receipts/{token}': {
    get: {
      summary: 'Receipt document of one invoice; the token in the link is the credential',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 200: { description: 'HTML receipt (attachment)' }, 404: error('Unknown receipt') },
    },
  },
  '/api/v1.0/email/send': {
    post: {
      summary: 'EmailJS-compatible send; keeps the message in the outbox',
      requestBody: { required: true, content: json('MailSendRequest') },
      responses: {
        200: text('"OK"'),
        400: text('EmailJS-like validation text'),
        413: error('Body too large'),
        429: text('"Too Many Requests"'),
      },
    },
  },
  '/api/v1.0/email/outbox': {
    get: {
      summary: 'Messages received (development and tests only)',
      responses: { 200: { description: 'Outbox', content: json('Outbox') } },
    },
  },
  '/healthz': {
    get: { summary: 'Liveness', responses: { 200: { description: 'Up' } } },
  },
  '/openapi.json': {
    get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1' } } },
  },
  ...USAGE_OPERATIONS,
};

const RESET_OPERATION = {
  post: {
    summary: 'Wipe the store (only with DEV_BACKEND_ALLOW_RESET=1)',
    responses: { 204: { description: 'Wiped' } },
  },
};

function componentSchemas(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(contractRegistry, {
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  // Inside components each schema is addressed by its key; drop the standalone-document fields.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

export function buildOpenApiDocument(options: { serverUrl: string; allowReset: boolean }) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'RemoteRL dev backend',
      version: '1.0.0',
      description:
        'Local stand-in for the account gateway, the PayPal payment backend and the EmailJS REST API.',
    },
    servers: [{ url: options.serverUrl }],
    paths: options.allowReset
      ? { ...OPERATIONS, '/__test__/reset': RESET_OPERATION, ...USAGE_TEST_OPERATIONS }
      : OPERATIONS,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
        apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'RemoteRL API key (rrl_…)' },
      },
    },
  };
}
