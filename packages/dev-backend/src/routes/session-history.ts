import { Hono } from 'hono';
import {
  type HistorySessionDetail,
  type RefusalList,
  SESSION_HISTORY_OPERATIONS,
  type SessionHistoryPage,
  SessionHistoryQuerySchema,
} from '@remoterl/contract';
import { routePath } from '../http/route-path.ts';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import { ApiError } from '../http/errors.ts';
import type { Store } from '../store/index.ts';

const SESSION_ID = /^[0-9a-f]{8}$/;

/**
 * The sessions console's records (docs/decisions.md, "Session history", "Refused
 * connections"): ended sessions, filtered and paged; one with its timeline; folded refusals.
 */
export function sessionHistoryRoutes(deps: { store: Store; verifier: TokenVerifier }) {
  const { store } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireUser(deps.verifier);

  const accountOf = (uid: string) => {
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    return uid;
  };

  app.get(routePath(SESSION_HISTORY_OPERATIONS.listSessionHistory), signedIn, (c) => {
    const uid = accountOf(c.get('user').uid);
    const query = SessionHistoryQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'history_query_invalid');
    c.header('Cache-Control', 'no-store');
    return c.json(store.sessionHistory.page(uid, query.data) satisfies SessionHistoryPage);
  });

  app.get(routePath(SESSION_HISTORY_OPERATIONS.getHistorySession), signedIn, (c) => {
    const { uid } = c.get('user');
    const id = c.req.param('id');
    // Another account's id reads as unknown: the lookup is by this account's uid.
    const found = SESSION_ID.test(id) ? store.sessionHistory.find(uid, id) : undefined;
    if (!found) throw new ApiError(404, 'unknown_session');
    c.header('Cache-Control', 'no-store');
    return c.json(found satisfies HistorySessionDetail);
  });

  app.get(routePath(SESSION_HISTORY_OPERATIONS.listRefusals), signedIn, (c) => {
    const uid = accountOf(c.get('user').uid);
    c.header('Cache-Control', 'no-store');
    return c.json({ refusals: store.refusals.latest(uid) } satisfies RefusalList);
  });

  return app;
}
