import { Hono, type MiddlewareHandler } from 'hono';
import { WEBHOOK_OPERATIONS, WebhookUpdateSchema } from '@remoterl/contract';
import { routePath } from '../http/route-path.ts';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import { ApiError, parseJson } from '../http/errors.ts';
import type { Store } from '../store/index.ts';
import { destinationProblem } from '../webhooks/destination.ts';

/** The account's webhook: its URL, its signing secret and its deliveries (docs/decisions.md, "Alerts"). */
export function webhookRoutes(deps: {
  store: Store;
  verifier: TokenVerifier;
  production: boolean;
  limit: MiddlewareHandler;
}) {
  const { store } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireUser(deps.verifier);
  const accountOf = (uid: string) => {
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
  };

  app.get(routePath(WEBHOOK_OPERATIONS.getWebhook), signedIn, (c) => {
    const { uid } = c.get('user');
    accountOf(uid);
    c.header('Cache-Control', 'no-store');
    return c.json(store.webhooks.of(uid));
  });

  app.post(routePath(WEBHOOK_OPERATIONS.saveWebhook), signedIn, deps.limit, async (c) => {
    const { url } = await parseJson(c, WebhookUpdateSchema);
    const { uid } = c.get('user');
    accountOf(uid);
    const problem = url === null ? undefined : await destinationProblem(url, deps.production);
    if (problem) throw new ApiError(400, problem);
    c.header('Cache-Control', 'no-store');
    return c.json(store.webhooks.setUrl(uid, url));
  });

  app.post(routePath(WEBHOOK_OPERATIONS.rotateWebhookSecret), signedIn, deps.limit, (c) => {
    const { uid } = c.get('user');
    accountOf(uid);
    if (!store.webhooks.of(uid).url) throw new ApiError(400, 'webhook_not_set');
    c.header('Cache-Control', 'no-store');
    return c.json(store.webhooks.rotateSecret(uid));
  });

  app.get(routePath(WEBHOOK_OPERATIONS.listWebhookDeliveries), signedIn, (c) => {
    const { uid } = c.get('user');
    accountOf(uid);
    c.header('Cache-Control', 'no-store');
    return c.json({ deliveries: store.webhooks.deliveries(uid) });
  });

  return app;
}
