import { Hono, type MiddlewareHandler } from 'hono';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import type { Store } from '../store/index.ts';
import { SettingsUpdateSchema, USER_AREA_OPERATIONS } from '@remoterl/contract';
import { routePath } from '../http/route-path.ts';
import type { SessionService } from '../sessions/service.ts';
import { ApiError, parseJson } from '../http/errors.ts';

/** `GET` and `POST /gateway/settings`: the low-credit threshold and spend limit, kept on the server. */
export function settingsRoutes(deps: {
  store: Store;
  verifier: TokenVerifier;
  sessions: SessionService;
  limit: MiddlewareHandler;
}) {
  const { store } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireUser(deps.verifier);

  app.get(routePath(USER_AREA_OPERATIONS.getSettings), signedIn, (c) => {
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json(store.settings.of(uid));
  });

  app.post(routePath(USER_AREA_OPERATIONS.saveSettings), signedIn, deps.limit, async (c) => {
    const body = await parseJson(c, SettingsUpdateSchema);
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    const saved = store.settings.save(uid, body);
    // A raised (or removed) limit resumes sessions it paused, a lowered one pauses them now, and
    // a threshold crossed by the change is alerted.
    deps.sessions.accountChanged(uid);
    c.header('Cache-Control', 'no-store');
    return c.json(saved);
  });

  return app;
}
