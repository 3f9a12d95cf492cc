import { Hono, type MiddlewareHandler } from 'hono';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import type { Store } from '../store/index.ts';
import { SettingsSchema } from '../usage-contract.ts';
import { fail, parseBody } from '../usage/errors.ts';

/** `GET` and `POST /gateway/settings`: the user's low-credit threshold, kept on the server. */
export function settingsRoutes(deps: { store: Store; verifier: TokenVerifier; limit: MiddlewareHandler }) {
  const { store } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireUser(deps.verifier);

  app.get('/settings', signedIn, (c) => {
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) return fail(c, 404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json(store.settings.of(uid));
  });

  app.post('/settings', signedIn, deps.limit, async (c) => {
    const body = await parseBody(c, SettingsSchema, 'threshold_invalid');
    if (!body.ok) return body.response;
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) return fail(c, 404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json(store.settings.save(uid, body.data));
  });

  return app;
}
