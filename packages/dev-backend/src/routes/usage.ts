import { Hono } from 'hono';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import type { Store } from '../store/index.ts';
import { UsageQuerySchema, USER_AREA_OPERATIONS } from '@remoterl/contract';
import { routePath } from '../http/route-path.ts';
import { ApiError } from '../http/errors.ts';
import { buildUsageReport, utcToday } from '../usage/report.ts';

/** `GET /gateway/usage`: data used per day and role, against the plan's allowance. */
export function usageRoutes(deps: { store: Store; verifier: TokenVerifier }) {
  const { store } = deps;
  const app = new Hono<AuthEnv>();

  app.get(routePath(USER_AREA_OPERATIONS.getUsage), requireUser(deps.verifier), (c) => {
    const query = UsageQuerySchema.safeParse({ days: c.req.query('days') });
    if (!query.success) throw new ApiError(400, 'usage_days_invalid');
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json(buildUsageReport(store, uid, utcToday(), query.data.days));
  });

  return app;
}
