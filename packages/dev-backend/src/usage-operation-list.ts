// The usage, key and settings operations in the shape of the operation list the hardening
// branch introduces (src/operations.ts: one list drives the OpenAPI paths, the 405 answer and
// the contract fuzz test). Until that list is merged, usage-operations.ts documents the same
// routes in the current document's shape; afterwards this list is spread into OPERATIONS and
// USAGE_ERROR_MESSAGES into ERROR_MESSAGES, and usage-operations.ts goes.
import type { z } from 'zod';
import {
  KeyCheckResponseSchema,
  KeyRotationRequestSchema,
  KeyRotationResponseSchema,
  SettingsSchema,
  UsageAppendRequestSchema,
  UsageAppendResponseSchema,
  UsageReportSchema,
} from './usage-contract.ts';
import type { UsageErrorCode } from './usage/errors.ts';

interface UsageOperation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  auth?: 'firebase';
  body?: { kind: 'json'; schema: z.ZodType };
  parameters?: readonly { name: string; in: 'query'; required: boolean; schema: object }[];
  responses: Record<
    number,
    { description: string; content?: { json: z.ZodType } | { errors: readonly UsageErrorCode[] } }
  >;
  resetOnly?: boolean;
}

export const USAGE_OPERATION_LIST: readonly UsageOperation[] = [
  {
    method: 'get',
    path: '/gateway/usage',
    summary: 'Data used per day and role over the last `days` days, against the plan’s allowance',
    auth: 'firebase',
    parameters: [
      { name: 'days', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 90 } },
    ],
    responses: {
      200: { description: 'Usage', content: { json: UsageReportSchema } },
      400: { description: 'days out of range', content: { errors: ['usage_days_invalid'] } },
      404: { description: 'The user never called /gateway/account', content: { errors: ['no_account'] } },
    },
  },
  {
    method: 'post',
    path: '/gateway/api-key/rotate',
    summary: 'Replace the API key at once; repeating the same request answers the same new key',
    auth: 'firebase',
    body: { kind: 'json', schema: KeyRotationRequestSchema },
    responses: {
      200: { description: 'The new key', content: { json: KeyRotationResponseSchema } },
      400: { description: 'Malformed body', content: { errors: ['invalid_request'] } },
      404: { description: 'The user never called /gateway/account', content: { errors: ['no_account'] } },
      409: {
        description: 'currentKey is neither the key nor the one just replaced',
        content: { errors: ['api_key_stale'] },
      },
      429: {
        description: 'Too many regenerations by this user; Retry-After says when to try again',
        content: { errors: ['rate_limited'] },
      },
    },
  },
  {
    method: 'get',
    path: '/gateway/api-key/check',
    summary: 'Whether an API key is accepted (Authorization: Bearer <API key>)',
    responses: {
      200: { description: 'Accepted', content: { json: KeyCheckResponseSchema } },
      401: {
        description: 'Missing, unknown or replaced key',
        content: { errors: ['api_key_missing', 'api_key_invalid'] },
      },
      403: {
        description: 'The key’s owner is disabled or deleted in Firebase Auth (seen within 60 s)',
        content: { errors: ['account_disabled'] },
      },
    },
  },
  {
    method: 'get',
    path: '/gateway/settings',
    summary: 'The user’s settings (low-credit threshold, default $5)',
    auth: 'firebase',
    responses: {
      200: { description: 'Settings', content: { json: SettingsSchema } },
      404: { description: 'The user never called /gateway/account', content: { errors: ['no_account'] } },
    },
  },
  {
    method: 'post',
    path: '/gateway/settings',
    summary: 'Save the user’s settings',
    auth: 'firebase',
    body: { kind: 'json', schema: SettingsSchema },
    responses: {
      200: { description: 'Saved settings', content: { json: SettingsSchema } },
      400: { description: 'Threshold out of range', content: { errors: ['threshold_invalid'] } },
      404: { description: 'The user never called /gateway/account', content: { errors: ['no_account'] } },
      429: {
        description: 'Too many settings writes by this user; Retry-After says when to try again',
        content: { errors: ['rate_limited'] },
      },
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
];
