import { WEBHOOK_OPERATIONS, type WebhookDelivery, type WebhookSettings } from '@remoterl/contract/webhooks';
import { getEnv } from '../config/env';
import { signedInCalls, type FetchLike, type RequestOptions } from './http';

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

/** Calls its operations by id (WEBHOOK_OPERATIONS): the contract holds their paths and answers. */
export function createWebhooksClient(baseUrl: string, fetchImpl: FetchLike = fetch): WebhooksClient {
  const call = signedInCalls(baseUrl, fetchImpl);
  const { getWebhook, saveWebhook, rotateWebhookSecret, listWebhookDeliveries } = WEBHOOK_OPERATIONS;
  return {
    settings: (idToken, options) => call(getWebhook, idToken, { context: 'The webhook', options }),
    save: (url, idToken, options) =>
      call(saveWebhook, idToken, { context: 'Saving the webhook', body: { url }, options }),
    rotateSecret: (idToken, options) =>
      call(rotateWebhookSecret, idToken, { context: 'Rotating the webhook secret', body: {}, options }),
    deliveries: async (idToken, options) =>
      (await call(listWebhookDeliveries, idToken, { context: 'The webhook deliveries', options })).deliveries,
  };
}

let client: WebhooksClient | undefined;

/** The webhook client for this build's VITE_GATEWAY_URL. */
export function webhooks(): WebhooksClient {
  client ??= createWebhooksClient(getEnv().VITE_GATEWAY_URL);
  return client;
}
