import {
  ApiKeyListSchema,
  CreateApiKeyResponseSchema,
  RevokeApiKeyResponseSchema,
  type ApiKeyList,
  type CreateApiKeyResponse,
} from '@remoterl/contract/api-keys';
import { getEnv } from '../config/env';
import { readContract, signedInRequests, type FetchLike, type RequestOptions } from './http';

// The account's named API keys (docs/decisions.md, "Named API keys"): list, create, revoke.

export type { ApiKeyEntry, ApiKeyList } from '@remoterl/contract/api-keys';

export interface ApiKeysClient {
  list(idToken: string, options?: RequestOptions): Promise<ApiKeyList>;
  /** The new key's entry and the key itself, which no later call answers again. */
  create(name: string, idToken: string, options?: RequestOptions): Promise<CreateApiKeyResponse>;
  /** Revokes a named key; its sessions end with AUTH-003. */
  revoke(id: string, idToken: string, options?: RequestOptions): Promise<void>;
}

export function createApiKeysClient(baseUrl: string, fetchImpl: FetchLike = fetch): ApiKeysClient {
  const requests = signedInRequests(baseUrl, fetchImpl);
  return {
    list: async (idToken, options = {}) =>
      readContract(await requests.get('api-keys', idToken, options), ApiKeyListSchema, 'The key list'),
    create: async (name, idToken, options = {}) =>
      readContract(
        await requests.post('api-keys', { name }, idToken, options),
        CreateApiKeyResponseSchema,
        'Creating a key',
      ),
    async revoke(id, idToken, options = {}) {
      await readContract(
        await requests.post(`api-keys/${encodeURIComponent(id)}/revoke`, {}, idToken, options),
        RevokeApiKeyResponseSchema,
        'Revoking a key',
      );
    },
  };
}

let client: ApiKeysClient | undefined;

/** The key client for this build's VITE_GATEWAY_URL. */
export function apiKeys(): ApiKeysClient {
  client ??= createApiKeysClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
