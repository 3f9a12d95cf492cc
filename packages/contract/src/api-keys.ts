// Named API keys (docs/decisions.md, "Named API keys"): the account's primary key and up to nine
// more, each with a name, so one process's key can be revoked without stopping the others.
import { API_KEY_LIMITS } from '@remoterl/product';
import { z } from 'zod';
import { KEY_FINGERPRINT } from './activity.ts';
import { ERROR_MESSAGES } from './errors.ts';
import { ApiKeySchema } from './gateway.ts';
import { contractRegistry } from './registry.ts';

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
  })
  .register(contractRegistry, { id: 'ApiKeyEntry' });

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
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponseSchema>;
