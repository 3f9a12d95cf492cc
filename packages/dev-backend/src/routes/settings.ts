import { Hono, type MiddlewareHandler } from 'hono';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import type { Store } from '../store/index.ts';
import { SettingsSchema } from '@remoterl/contract';
import { ApiError, parseJson } from '../http/errors.ts';

/** `GET` and `POST /gateway/settings`: the user's low-credit threshold, kept on the server. */
export function settingsRoutes(deps: { store: Store; verifier: TokenVerifier; limit: MiddlewareHandler }) {
  const { store } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireUser(deps.verifier);

  app.get('/settings', signedIn, (c) => {
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json(store.settings.of(uid));
  });

  app.post('/settings', signedIn, deps.limit, async (c) => {
    const body = await parseJson(c, SettingsSchema);
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json(store.settings.save(uid, body));
  });

  return app;
}
