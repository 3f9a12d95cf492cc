import { z } from 'zod';
import { getEnv } from '../config/env';
import { bearer, joinUrl, readOk, withTimeout, type FetchLike, type RequestOptions } from './http';

/**
 * Body of the account call (spec §3): login sends lastLoginAt, sign-up and onboarding createdAt.
 * Onboarding alone adds the terms version the user accepted: only that call registers an account
 * (docs/decisions.md, "Registered means consented").
 */
export type AccountData = {
  uid: string;
  email: string;
  displayName: string;
  termsVersion?: string;
} & ({ lastLoginAt: string; createdAt?: never } | { createdAt: string; lastLoginAt?: never });

/** The backend answered OK but with no key (spec §5: "a response with no key is a failure"). */
export class MissingApiKeyError extends Error {
  override name = 'MissingApiKeyError';
  constructor() {
    super('API key not in response');
  }
}

export const invoiceSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** English, for records; the portal shows the translation of `descriptionCode` when it has one. */
  description: z.string(),
  /** What was bought, as a code the portal translates (e.g. `payg_credits`); absent from older servers. */
  descriptionCode: z.string().optional(),
  price: z.number(),
  downloadUrl: z.string(),
});

export const billingSchema = z.object({
  plan: z.string().nullable(),
  balance: z.number(),
  invoices: z.array(invoiceSchema),
  /** The buyer of the latest checkout, to start the next one filled in; absent from older servers. */
  billingDetails: z.object({ name: z.string(), country: z.string(), city: z.string() }).nullable().optional(),
});

export type Invoice = z.infer<typeof invoiceSchema>;
export type Billing = z.infer<typeof billingSchema>;

export interface GatewayClient {
  /** Registers or refreshes the user; resolves with the API key (the plain response body). */
  registerAccount(data: AccountData, idToken: string, options?: RequestOptions): Promise<string>;
  /** The signed-in user's plan, balance and invoices. */
  fetchBilling(idToken: string, options?: RequestOptions): Promise<Billing>;
}

export function createGatewayClient(baseUrl: string, fetchImpl: FetchLike = fetch): GatewayClient {
  return {
    async registerAccount(data, idToken, options = {}) {
      const response = await fetchImpl(joinUrl(baseUrl, 'account'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(idToken) },
        body: JSON.stringify({ data }),
        signal: withTimeout(options.signal),
      });
      const apiKey = (await readOk(response, 'The account call')).trim();
      if (!apiKey) throw new MissingApiKeyError();
      return apiKey;
    },

    async fetchBilling(idToken, options = {}) {
      const response = await fetchImpl(joinUrl(baseUrl, 'billing'), {
        headers: { Accept: 'application/json', ...bearer(idToken) },
        signal: withTimeout(options.signal),
      });
      const body = await readOk(response, 'The billing call');
      return billingSchema.parse(JSON.parse(body));
    },
  };
}

let client: GatewayClient | undefined;

/** The gateway client for this build's VITE_GATEWAY_URL. */
export function gateway(): GatewayClient {
  client ??= createGatewayClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
