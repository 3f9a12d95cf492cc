import type { TERMS_VERSION } from '@remoterl/product';
import {
  ApiKeySchema,
  GATEWAY_OPERATIONS,
  GATEWAY_ROUTES,
  type AccountRequest,
  type Billing,
} from '@remoterl/contract/gateway';
import { getEnv } from '../config/env';
import {
  bearer,
  operationUrl,
  readOk,
  signedInCalls,
  UnexpectedResponseError,
  withTimeout,
  type FetchLike,
  type RequestOptions,
} from './http';

/**
 * Body of the account call, narrower than the contract's: login sends lastLoginAt, sign-up and
 * onboarding createdAt, never both.
 * Onboarding alone adds the terms version the user accepted: only that call registers an account
 * (docs/decisions.md, "Registered means consented").
 */
export type AccountData = {
  uid: string;
  email: string;
  displayName: string;
  termsVersion?: typeof TERMS_VERSION;
} & ({ lastLoginAt: string; createdAt?: never } | { createdAt: string; lastLoginAt?: never });

/** The backend answered OK but with no key: a response with no key is a failure. */
export class MissingApiKeyError extends Error {
  override name = 'MissingApiKeyError';
  constructor() {
    super('API key not in response');
  }
}

export type { Billing, Invoice } from '@remoterl/contract/gateway';

export interface GatewayClient {
  /** Registers or refreshes the user; resolves with the API key (the plain response body). */
  registerAccount(data: AccountData, idToken: string, options?: RequestOptions): Promise<string>;
  /** The signed-in user's plan, balance and invoices. */
  fetchBilling(idToken: string, options?: RequestOptions): Promise<Billing>;
}

/** Calls its operations by id (GATEWAY_ROUTES, GATEWAY_OPERATIONS): the contract holds their paths and answers. */
export function createGatewayClient(baseUrl: string, fetchImpl: FetchLike = fetch): GatewayClient {
  const call = signedInCalls(baseUrl, fetchImpl);
  const { registerAccount } = GATEWAY_ROUTES;
  const { getBilling } = GATEWAY_OPERATIONS;
  return {
    async registerAccount(data, idToken, options = {}) {
      // Not a JSON call: the answer is the key as plain text, so no JSON Accept.
      const response = await fetchImpl(operationUrl(baseUrl, registerAccount), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(idToken) },
        body: JSON.stringify({ data } satisfies AccountRequest),
        signal: withTimeout(options.signal),
      });
      const apiKey = (await readOk(response, 'The account call')).trim();
      if (!apiKey) throw new MissingApiKeyError();
      // The key is shown and copied as it is: one of another shape would fail in the client later.
      if (!ApiKeySchema.safeParse(apiKey).success) {
        throw new UnexpectedResponseError('The account call', `not an API key (${apiKey.slice(0, 12)}…)`);
      }
      return apiKey;
    },

    fetchBilling: (idToken, options) => call(getBilling, idToken, { context: 'The billing call', options }),
  };
}

let client: GatewayClient | undefined;

/** The gateway client for this build's VITE_GATEWAY_URL. */
export function gateway(): GatewayClient {
  client ??= createGatewayClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
