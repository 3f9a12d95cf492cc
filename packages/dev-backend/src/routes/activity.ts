import { ACTIVITY_OPERATIONS, type ActivityLog } from '@remoterl/contract';
import { routePath } from '../http/route-path.ts';
import { Hono } from 'hono';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import { ApiError } from '../http/errors.ts';
import type { Store } from '../store/index.ts';

/** `GET /gateway/activity`: the signed-in user's activity, 50 entries a page, newest first. */
export function activityRoutes(deps: { store: Store; verifier: TokenVerifier }) {
  const app = new Hono<AuthEnv>();
  app.get(routePath(ACTIVITY_OPERATIONS.listActivity), requireUser(deps.verifier), (c) => {
    const { uid } = c.get('user');
    if (!deps.store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    const cursor = c.req.query('cursor');
    if (cursor !== undefined && !/^\d{1,15}$/.test(cursor)) throw new ApiError(400, 'history_query_invalid');
    c.header('Cache-Control', 'no-store');
    return c.json(deps.store.activity.page(uid, cursor ? Number(cursor) : undefined) satisfies ActivityLog);
  });
  return app;
}
