import { Hono } from 'hono';
import { MILLIHOURS_PER_HOUR } from '@remoterl/product';
import type { SessionService } from '../sessions/service.ts';
import type { Store } from '../store/index.ts';
import { UsageAppendRequestSchema } from '@remoterl/contract';
import { ApiError, parseJson } from '../http/errors.ts';

/**
 * `POST /__test__/usage`: tests add usage as the service would record it. Registered only with
 * DEV_BACKEND_ALLOW_RESET, like the wipe endpoint: it spends a user's credit without a token.
 */
export function usageTestRoutes(deps: { store: Store; sessions: SessionService }) {
  const { store } = deps;
  const app = new Hono();

  app.post('/usage', async (c) => {
    const body = await parseJson(c, UsageAppendRequestSchema);
    const { uid, records } = body;
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    store.usage.append(
      uid,
      records.map((record) => ({
        date: record.date,
        role: record.role,
        milliHours: Math.round(record.hours * MILLIHOURS_PER_HOUR),
      })),
      body.keyId,
    );
    // Usage that empties the account pauses its running sessions, as metered usage would.
    deps.sessions.accountChanged(uid);
    return c.json({ balance: (store.accounts.find(uid)?.balanceCents ?? 0) / 100 });
  });

  return app;
}
