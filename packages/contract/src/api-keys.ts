// Named API keys (docs/decisions.md, "Named API keys"): the account's primary key and up to nine
// more, each with a name, so one process's key can be revoked without stopping the others.
import { API_KEY_LIMITS } from '@remoterl/product';
import { z } from 'zod';
import { KEY_FINGERPRINT } from './activity.ts';
import { ERROR_MESSAGES } from './errors.ts';
import { ApiKeySchema } from './gateway.ts';
import type { CallableOperation } from './operation-types.ts';
import { contractRegistry } from './registry.ts';
import { spendLimit } from './user-area.ts';

/** A named key's id: 8 lowercase hex digits; the primary key's is `primary`. */
export const API_KEY_ID = /^(primary|[0-9a-f]{8})$/;

export const ApiKeyEntrySchema = z
  .object({
    id: z.string().regex(API_KEY_ID),
    /** The owner's name for it; null for the primary key, which every page names the same way. */
    name: z.string().nullable(),
    /** `api_` and its first 8 hex digits: enough to tell keys apart, never the key. */
    fingerprint: z.string().regex(KEY_FINGERPRINT),
    createdAt: z.iso.datetime(),
    /** When a session last opened with it; null before the first. */
    lastUsedAt: z.iso.datetime().nullable(),
    primary: z.boolean(),
    /**
     * The key's own monthly spend limit in whole dollars, null for none: at it only this key's
     * sessions stop (docs/decisions.md, "Spend limits").
     */
    monthlySpendLimit: spendLimit,
    /** What this key's sessions were charged this calendar month (UTC), in dollars. */
    spentThisMonth: z.number().min(0),
  })
  .register(contractRegistry, { id: 'ApiKeyEntry' });

/** A key as the key store knows it, before its spend is read beside it. */
export type ApiKeyIdentity = Omit<ApiKeyEntry, 'monthlySpendLimit' | 'spentThisMonth'>;

export const ApiKeySpendLimitRequestSchema = z
  .object({ monthlySpendLimit: spendLimit }, { error: ERROR_MESSAGES.spend_limit_invalid })
  .register(contractRegistry, { id: 'ApiKeySpendLimitRequest' });

export const ApiKeyListSchema = z
  .object({
    keys: z.array(ApiKeyEntrySchema),
    /** The most live keys an account may hold, the primary one included. */
    max: z.literal(API_KEY_LIMITS.perAccount),
  })
  .register(contractRegistry, { id: 'ApiKeyList' });

export const CreateApiKeyRequestSchema = z
  .object(
    {
      name: z
        .string({ error: ERROR_MESSAGES.key_name_invalid })
        .trim()
        .min(1, ERROR_MESSAGES.key_name_invalid)
        .max(API_KEY_LIMITS.maxNameLength, ERROR_MESSAGES.key_name_invalid),
    },
    { error: ERROR_MESSAGES.key_name_invalid },
  )
  .register(contractRegistry, { id: 'CreateApiKeyRequest' });

export const CreateApiKeyResponseSchema = z
  .object({ key: ApiKeyEntrySchema, apiKey: ApiKeySchema })
  .register(contractRegistry, { id: 'CreateApiKeyResponse' });

export const RevokeApiKeyResponseSchema = z
  .object({ revoked: z.literal(true), id: z.string().regex(API_KEY_ID) })
  .register(contractRegistry, { id: 'RevokeApiKeyResponse' });

export type ApiKeyEntry = z.infer<typeof ApiKeyEntrySchema>;
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;
export type ApiKeySpendLimitRequest = z.infer<typeof ApiKeySpendLimitRequestSchema>;
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponseSchema>;

/**
 * The key operations as the portal calls them, by id (docs/decisions.md, "One call by
 * operation id"); the operation list takes their method, path and OK answer from here.
 */
export const API_KEY_OPERATIONS = {
  listApiKeys: {
    id: 'listApiKeys',
    method: 'get',
    path: '/gateway/api-keys',
    ok: { status: 200, schema: ApiKeyListSchema },
  },
  createApiKey: {
    id: 'createApiKey',
    method: 'post',
    path: '/gateway/api-keys',
    ok: { status: 201, schema: CreateApiKeyResponseSchema },
  },
  revokeApiKey: {
    id: 'revokeApiKey',
    method: 'post',
    path: '/gateway/api-keys/{id}/revoke',
    ok: { status: 200, schema: RevokeApiKeyResponseSchema },
  },
  setApiKeySpendLimit: {
    id: 'setApiKeySpendLimit',
    method: 'post',
    path: '/gateway/api-keys/{id}/spend-limit',
    ok: { status: 200, schema: ApiKeyEntrySchema },
  },
} as const satisfies Record<string, CallableOperation>;
