// Webhook deliveries (docs/decisions.md, "Alerts"): every alert the mailer sends is also POSTed as
// JSON (the contract's WebhookEvent) to the account's URL, signed (signing.ts), off the request
// that caused it. A delivery is tried up to `attempts` times, waiting retryBaseMs, then twice that,
// and so on between tries; it ends delivered on a 2xx answer, failed after the last try. Each
// pending delivery is kept with its event and when its next try is due, so a restart resumes it
// with what is left of its back-off (docs/decisions.md, "Webhook retries survive a restart").
import { randomBytes } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from '@remoterl/contract';
import type { AlertMessage } from '../alerts/texts.ts';
import type { WebhookStore } from '../store/webhooks.ts';
import { destinationProblem, type Resolver } from './destination.ts';
import { signatureHeader } from './signing.ts';

export interface WebhookConfig {
  /** Tries per delivery, the first included. */
  attempts: number;
  /** Wait before the second try; each later wait doubles. */
  retryBaseMs: number;
  /** How long one try may take before it counts as failed. */
  timeoutMs: number;
}

export interface Webhooks {
  /** An alert went out by mail: send it to the account's webhook too, if it has one. */
  alertSent(uid: string, alert: AlertMessage): void;
  /** Stops pending retries (server shutdown). */
  close(): void;
}

const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

export function createWebhooks(deps: {
  store: WebhookStore;
  config: WebhookConfig;
  production: boolean;
  resolve?: Resolver;
}): Webhooks {
  const { store, config } = deps;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  /** One try: the HTTP status of the answer, or null when none came. */
  async function post(url: string, secret: string, body: string): Promise<number | null> {
    // Checked again at each try: a name that resolved to a public address when saved may not now.
    if (await destinationProblem(url, deps.production, deps.resolve)) return null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'RemoteRL-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
        // A redirect could lead to an address the check above refuses; it counts as a failure.
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return null;
    }
  }

  async function attempt(uid: string, event: WebhookEvent, url: string, tried: number): Promise<void> {
    if (closed) return;
    // Signed with the secret current at each try, so a rotation takes effect on the next retry.
    const { secret } = store.of(uid);
    const status = secret ? await post(url, secret, JSON.stringify(event)) : null;
    // The store closes with the server; a try that ends after that records nothing.
    if (closed) return;
    const delivered = status !== null && status >= 200 && status < 300;
    const last = tried + 1 >= config.attempts;
    if (delivered || last) {
      store.attempted(event.id, delivered ? 'delivered' : 'failed', status);
      return;
    }
    const wait = config.retryBaseMs * 2 ** tried;
    store.attempted(event.id, 'pending', status, Date.now() + wait);
    schedule(uid, event, url, tried + 1, wait);
  }

  /** Tries the delivery again after `waitMs`, unless the server closes first. */
  function schedule(uid: string, event: WebhookEvent, url: string, tried: number, waitMs: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(uid, event, url, tried);
    }, waitMs);
    timers.add(timer);
  }

  // What a previous run left pending resumes where its back-off stood; one due meanwhile goes now.
  for (const pending of store.resumable()) {
    schedule(
      pending.uid,
      pending.event,
      pending.url,
      pending.attempts,
      Math.max(0, pending.nextAttemptAt - Date.now()),
    );
  }

  return {
    alertSent(uid, alert) {
      const { url } = store.of(uid);
      if (!url || closed) return;
      const event: WebhookEvent = {
        id: newEventId(),
        account: uid,
        occurredAt: new Date().toISOString(),
        ...alert,
      };
      store.addDelivery(uid, event, url);
      void attempt(uid, event, url, 0);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
