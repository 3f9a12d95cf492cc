import type { ActivityLog } from '@remoterl/contract';
import { Hono } from 'hono';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import { ApiError } from '../http/errors.ts';
import type { Store } from '../store/index.ts';

/** `GET /gateway/activity`: the signed-in user's newest 50 activity entries, newest first. */
export function activityRoutes(deps: { store: Store; verifier: TokenVerifier }) {
  const app = new Hono<AuthEnv>();
  app.get('/activity', requireUser(deps.verifier), (c) => {
    const { uid } = c.get('user');
    if (!deps.store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json({ events: deps.store.activity.latest(uid) } satisfies ActivityLog);
  });
  return app;
}
