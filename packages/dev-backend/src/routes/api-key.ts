import { Hono, type MiddlewareHandler } from 'hono';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import type { OwnerGuard } from '../identity/owner-guard.ts';
import type { SessionService } from '../sessions/service.ts';
import type { Store } from '../store/index.ts';
import { KeyRotationRequestSchema, type KeyRotationResponse } from '@remoterl/contract';
import { ApiError, parseJson } from '../http/errors.ts';

/**
 * `POST /gateway/api-key/rotate` (signed in) replaces the key; `GET /gateway/api-key/check`
 * answers whether an API key is accepted, as the service does when the Python library connects.
 */
export function apiKeyRoutes(deps: {
  store: Store;
  verifier: TokenVerifier;
  sessions: SessionService;
  owners: OwnerGuard;
  /** The per-user limit on regenerations. */
  limit: MiddlewareHandler;
}) {
  const { store } = deps;
  const app = new Hono<AuthEnv>();

  app.post('/api-key/rotate', requireUser(deps.verifier), deps.limit, async (c) => {
    const body = await parseJson(c, KeyRotationRequestSchema);
    const result = store.apiKeys.rotate(c.get('user').uid, body.currentKey);
    if (result.outcome === 'no_account') throw new ApiError(404, 'no_account');
    if (result.outcome === 'stale') throw new ApiError(409, 'api_key_stale');
    // The replaced key's running sessions end now (AUTH-003), as a new session with it would.
    if (result.outcome === 'rotated') deps.sessions.endKey(body.currentKey);
    c.header('Cache-Control', 'no-store');
    return c.json({
      apiKey: result.apiKey,
      rotated: result.outcome === 'rotated',
    } satisfies KeyRotationResponse);
  });

  app.get('/api-key/check', async (c) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) {
      throw new ApiError(401, 'api_key_missing', { headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    const owner = store.apiKeys.ownerOf(match[1]);
    if (!owner) {
      throw new ApiError(401, 'api_key_invalid', {
        headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      });
    }
    if (!(await deps.owners.isActive(owner))) throw new ApiError(403, 'account_disabled');
    c.header('Cache-Control', 'no-store');
    return c.json({ valid: true as const });
  });

  return app;
}
