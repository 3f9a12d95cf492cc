import { Hono } from 'hono';
import type { ActivityLogSchema } from '../activity-contract.ts';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import type { Store } from '../store/index.ts';
import { fail } from '../usage/errors.ts';
import type { z } from 'zod';

/** `GET /gateway/activity`: the signed-in user's newest 50 activity entries, newest first. */
export function activityRoutes(deps: { store: Store; verifier: TokenVerifier }) {
  const app = new Hono<AuthEnv>();
  app.get('/activity', requireUser(deps.verifier), (c) => {
    const { uid } = c.get('user');
    if (!deps.store.accounts.find(uid)) return fail(c, 404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json({ events: deps.store.activity.latest(uid) } satisfies z.infer<typeof ActivityLogSchema>);
  });
  return app;
}
