import {
  API_KEY_OPERATIONS,
  type ApiKeyEntry,
  type ApiKeyList,
  type CreateApiKeyResponse,
} from '@remoterl/contract/api-keys';
import { getEnv } from '../config/env';
import { signedInCalls, type FetchLike, type RequestOptions } from './http';

// The account's named API keys (docs/decisions.md, "Named API keys"): list, create, revoke.

export type { ApiKeyEntry, ApiKeyList } from '@remoterl/contract/api-keys';

export interface ApiKeysClient {
  list(idToken: string, options?: RequestOptions): Promise<ApiKeyList>;
  /** The new key's entry and the key itself, which no later call answers again. */
  create(name: string, idToken: string, options?: RequestOptions): Promise<CreateApiKeyResponse>;
  /** Revokes a named key; its sessions end with AUTH-003. */
  revoke(id: string, idToken: string, options?: RequestOptions): Promise<void>;
  /** Sets (or with null removes) one key's own monthly spend limit; answers the key. */
  setSpendLimit(
    id: string,
    monthlySpendLimit: number | null,
    idToken: string,
    options?: RequestOptions,
  ): Promise<ApiKeyEntry>;
}

/** Calls its operations by id (API_KEY_OPERATIONS): the contract holds their paths and answers. */
export function createApiKeysClient(baseUrl: string, fetchImpl: FetchLike = fetch): ApiKeysClient {
  const call = signedInCalls(baseUrl, fetchImpl);
  const { listApiKeys, createApiKey, revokeApiKey, setApiKeySpendLimit } = API_KEY_OPERATIONS;
  return {
    list: (idToken, options) => call(listApiKeys, idToken, { context: 'The key list', options }),
    create: (name, idToken, options) =>
      call(createApiKey, idToken, { context: 'Creating a key', body: { name }, options }),
    async revoke(id, idToken, options) {
      await call(revokeApiKey, idToken, { context: 'Revoking a key', params: { id }, body: {}, options });
    },
    setSpendLimit: (id, monthlySpendLimit, idToken, options) =>
      call(setApiKeySpendLimit, idToken, {
        context: 'Setting a key’s spend limit',
        params: { id },
        body: { monthlySpendLimit },
        options,
      }),
  };
}

let client: ApiKeysClient | undefined;

/** The key client for this build's VITE_GATEWAY_URL. */
export function apiKeys(): ApiKeysClient {
  client ??= createApiKeysClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
