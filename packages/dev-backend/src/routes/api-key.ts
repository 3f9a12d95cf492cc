import { Hono, type MiddlewareHandler } from 'hono';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import type { OwnerGuard } from '../identity/owner-guard.ts';
import type { SessionService } from '../sessions/service.ts';
import type { Store } from '../store/index.ts';
import { API_KEY_LIMITS } from '@remoterl/product';
import {
  API_KEY_ID,
  API_KEY_OPERATIONS,
  type ApiKeyEntry,
  type ApiKeyIdentity,
  type ApiKeyList,
  ApiKeySpendLimitRequestSchema,
  CreateApiKeyRequestSchema,
  type CreateApiKeyResponse,
  KeyRotationRequestSchema,
  type KeyRotationResponse,
  USER_AREA_OPERATIONS,
} from '@remoterl/contract';
import { routePath } from '../http/route-path.ts';
import { ApiError, parseJson } from '../http/errors.ts';
import { utcToday } from '../usage/days.ts';

/**
 * `POST /gateway/api-key/rotate` (signed in) replaces the primary key; `/gateway/api-keys` lists,
 * creates and revokes named keys (docs/decisions.md, "Named API keys"); `GET /gateway/api-key/check`
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

  app.post(
    routePath(USER_AREA_OPERATIONS.rotateApiKey),
    requireUser(deps.verifier),
    deps.limit,
    async (c) => {
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
    },
  );

  const signedIn = requireUser(deps.verifier);
  const accountOf = (uid: string) => {
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
  };
  /** A key with its own limit and what it spent this month, read beside it. */
  const withSpend = (uid: string, key: ApiKeyIdentity): ApiKeyEntry => ({
    ...key,
    monthlySpendLimit: store.keySpendLimits.of(uid, key.id),
    spentThisMonth: store.usage.keySpentCents(uid, key.id, utcToday().slice(0, 7)) / 100,
  });

  app.get(routePath(API_KEY_OPERATIONS.listApiKeys), signedIn, (c) => {
    const { uid } = c.get('user');
    accountOf(uid);
    c.header('Cache-Control', 'no-store');
    const keys = store.apiKeys.listOf(uid).map((key) => withSpend(uid, key));
    return c.json({ keys, max: API_KEY_LIMITS.perAccount } satisfies ApiKeyList);
  });

  app.post(routePath(API_KEY_OPERATIONS.createApiKey), signedIn, deps.limit, async (c) => {
    const body = await parseJson(c, CreateApiKeyRequestSchema);
    const { uid } = c.get('user');
    accountOf(uid);
    const result = store.apiKeys.create(uid, body.name);
    if (result.outcome === 'too_many') throw new ApiError(409, 'too_many_keys');
    if (result.outcome === 'name_taken') throw new ApiError(409, 'key_name_taken');
    c.header('Cache-Control', 'no-store');
    return c.json(
      { key: withSpend(uid, result.key), apiKey: result.apiKey } satisfies CreateApiKeyResponse,
      201,
    );
  });

  app.post(routePath(API_KEY_OPERATIONS.revokeApiKey), signedIn, deps.limit, (c) => {
    const id = c.req.param('id');
    const { uid } = c.get('user');
    accountOf(uid);
    if (id === 'primary') throw new ApiError(400, 'primary_key_not_revocable');
    if (!API_KEY_ID.test(id)) throw new ApiError(404, 'unknown_key');
    const result = store.apiKeys.revoke(uid, id);
    if (result.outcome === 'unknown') throw new ApiError(404, 'unknown_key');
    // Its running sessions end now (AUTH-003); the account's other keys' sessions run on.
    deps.sessions.endKey(result.apiKey);
    c.header('Cache-Control', 'no-store');
    return c.json({ revoked: true, id });
  });

  // One key's own limit (docs/decisions.md, "Spend limits"). Saving re-checks the account at once:
  // a raised or removed limit resumes that key's paused sessions, a lowered one pauses them.
  app.post(routePath(API_KEY_OPERATIONS.setApiKeySpendLimit), signedIn, deps.limit, async (c) => {
    const id = c.req.param('id');
    const body = await parseJson(c, ApiKeySpendLimitRequestSchema);
    const { uid } = c.get('user');
    accountOf(uid);
    if (!API_KEY_ID.test(id) || !store.apiKeys.isLive(uid, id)) throw new ApiError(404, 'unknown_key');
    store.keySpendLimits.set(uid, id, body.monthlySpendLimit);
    deps.sessions.accountChanged(uid);
    const key = store.apiKeys.listOf(uid).find((entry) => entry.id === id);
    if (!key) throw new ApiError(404, 'unknown_key');
    c.header('Cache-Control', 'no-store');
    return c.json(withSpend(uid, key) satisfies ApiKeyEntry);
  });

  app.get(routePath(USER_AREA_OPERATIONS.checkApiKey), async (c) => {
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
