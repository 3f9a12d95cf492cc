import {
  WebhookDeliveryListSchema,
  WebhookSettingsSchema,
  type WebhookDelivery,
  type WebhookSettings,
} from '@remoterl/contract/webhooks';
import { getEnv } from '../config/env';
import { readContract, signedInRequests, type FetchLike, type RequestOptions } from './http';

// The account's webhook (docs/decisions.md, "Alerts"): its URL, signing secret and deliveries.

export type { WebhookDelivery, WebhookSettings } from '@remoterl/contract/webhooks';
export { WEBHOOK_URL_MAX_LENGTH } from '@remoterl/contract/webhooks';

export interface WebhooksClient {
  settings(idToken: string, options?: RequestOptions): Promise<WebhookSettings>;
  /** Sets the URL, or removes it with null; answers the URL and secret now in force. */
  save(url: string | null, idToken: string, options?: RequestOptions): Promise<WebhookSettings>;
  /** Replaces the signing secret; answers the new one. */
  rotateSecret(idToken: string, options?: RequestOptions): Promise<WebhookSettings>;
  deliveries(idToken: string, options?: RequestOptions): Promise<WebhookDelivery[]>;
}

export function createWebhooksClient(baseUrl: string, fetchImpl: FetchLike = fetch): WebhooksClient {
  const requests = signedInRequests(baseUrl, fetchImpl);
  return {
    settings: async (idToken, options = {}) =>
      readContract(await requests.get('webhook', idToken, options), WebhookSettingsSchema, 'The webhook'),
    save: async (url, idToken, options = {}) =>
      readContract(
        await requests.post('webhook', { url }, idToken, options),
        WebhookSettingsSchema,
        'Saving the webhook',
      ),
    rotateSecret: async (idToken, options = {}) =>
      readContract(
        await requests.post('webhook/secret', {}, idToken, options),
        WebhookSettingsSchema,
        'Rotating the webhook secret',
      ),
    deliveries: async (idToken, options = {}) =>
      (
        await readContract(
          await requests.get('webhook/deliveries', idToken, options),
          WebhookDeliveryListSchema,
          'The webhook deliveries',
        )
      ).deliveries,
  };
}

let client: WebhooksClient | undefined;

/** The webhook client for this build's VITE_GATEWAY_URL. */
export function webhooks(): WebhooksClient {
  client ??= createWebhooksClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
