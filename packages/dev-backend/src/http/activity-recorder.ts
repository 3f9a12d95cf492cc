// Records the account activity log (store/activity.ts) around the routes that change an
// account, without touching them: after a route answers successfully, this reads who the route
// verified (the `user` it set), the request and the answer, and appends one entry.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  API_KEY_OPERATIONS,
  GATEWAY_ROUTES,
  LIVE_VIEW_OPERATIONS,
  LIVE_VIEW_ROUTES,
  PAYMENT_OPERATIONS,
  USER_AREA_OPERATIONS,
  type ActivityDetail,
  type ActivityKind,
  type OperationRoute,
} from '@remoterl/contract';
import type { AuthEnv } from '../auth.ts';
import { keyFingerprint } from '../store/key-cipher.ts';
import type { Store } from '../store/index.ts';
import { routePath } from './route-path.ts';

/** The entry's detail, or undefined when this answer is not worth an entry (a repeated rotation). */
type Describe = (c: Context<AuthEnv>, store: Store, before: Before) => Promise<ActivityDetail | undefined>;

/** What was true before the route ran. */
interface Before {
  hadAccount: boolean;
}

const requestJson = async (c: Context): Promise<Record<string, unknown>> =>
  JSON.parse(await c.req.text()) as Record<string, unknown>;
const responseJson = async (c: Context): Promise<Record<string, unknown>> =>
  (await c.res.clone().json()) as Record<string, unknown>;

/** A recorded POST's method and Hono path from the origin, from the contract (written once). */
const on = (operation: OperationRoute & { method: 'post' }) => ({
  method: 'POST' as const,
  path: routePath(operation, ''),
});

const RECORDED: { method: 'POST'; path: string; kind: ActivityKind; describe: Describe }[] = [
  {
    ...on(API_KEY_OPERATIONS.createApiKey),
    kind: 'key_created',
    describe: async (c) => ({ fingerprint: keyFingerprint(String((await responseJson(c)).apiKey)) }),
  },
  {
    ...on(API_KEY_OPERATIONS.revokeApiKey),
    kind: 'key_revoked',
    describe: async (c) => ({ keyId: c.req.param('id') ?? '' }),
  },
  // The portal calls this on every load of the user area to fetch the key again; only a token
  // from a new sign-in (a new auth_time) is a sign-in (docs/decisions.md, "Activity log").
  {
    ...on(GATEWAY_ROUTES.registerAccount),
    kind: 'key_created',
    describe: async (c, store, before) => {
      if (before.hadAccount) return undefined;
      return { fingerprint: keyFingerprint(await c.res.clone().text()) };
    },
  },
  {
    ...on(GATEWAY_ROUTES.registerAccount),
    kind: 'sign_in',
    describe: async (c, store) => {
      const { uid, signedInAt } = c.get('user');
      return store.activity.isNewSignIn(uid, signedInAt ?? 0) ? {} : undefined;
    },
  },
  {
    ...on(USER_AREA_OPERATIONS.rotateApiKey),
    kind: 'key_regenerated',
    describe: async (c) => {
      if ((await responseJson(c)).rotated !== true) return undefined;
      return { replaced: keyFingerprint(String((await requestJson(c)).currentKey)) };
    },
  },
  {
    ...on(PAYMENT_OPERATIONS.capturePayment),
    kind: 'payment',
    describe: async (c, store) => {
      if ((await responseJson(c)).credited !== true) return undefined;
      const orderId = String((await requestJson(c)).token);
      return { amount: (store.payments.findOrder(orderId)?.amountCents ?? 0) / 100, orderId };
    },
  },
  {
    ...on(USER_AREA_OPERATIONS.saveSettings),
    kind: 'threshold_changed',
    // A save that changed only the spend limit did not change the threshold.
    describe: async (c) =>
      'lowCreditThreshold' in (await requestJson(c))
        ? { lowCreditThreshold: Number((await responseJson(c)).lowCreditThreshold) }
        : undefined,
  },
  {
    ...on(LIVE_VIEW_ROUTES.disconnectSession),
    kind: 'session_disconnected',
    describe: async (c) => ({ sessionId: c.req.param('id') ?? '' }),
  },
  {
    ...on(LIVE_VIEW_OPERATIONS.setSessionsBlocked),
    kind: 'sessions_blocked',
    describe: async (c) => ({ blocked: (await responseJson(c)).blocked === true }),
  },
];

/** Registers the recorder before the routes it watches. */
export function recordActivity(app: Hono, store: Store): void {
  for (const { method, path, kind, describe } of RECORDED) {
    app.on(
      method,
      path,
      createMiddleware<AuthEnv>(async (c, next) => {
        // Who the caller is is known only after the route's own check; the account the route
        // may create is looked up by the token's uid, unverified here, and only compared.
        const peekUid = peekTokenUid(c.req.header('Authorization'));
        const existed = peekUid !== undefined && store.accounts.find(peekUid) !== undefined;
        await next();
        const user = c.get('user') as AuthEnv['Variables']['user'] | undefined;
        if (!user || c.res.status >= 300) return;
        const before = { hadAccount: existed || peekUid !== user.uid };
        const detail = await describe(c, store, before);
        if (detail) store.activity.append(user.uid, kind, getConnInfo(c).remote.address ?? 'unknown', detail);
      }),
    );
  }
}

/**
 * The `user_id` of a bearer JWT, unverified: only used to tell, after the route verified the
 * token and named the same uid, whether that account existed before the route ran.
 */
function peekTokenUid(header: string | undefined): string | undefined {
  const payload = header?.match(/^Bearer [^.]+\.([^.]+)\./)?.[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      user_id?: unknown;
      sub?: unknown;
    };
    const uid = claims.user_id ?? claims.sub;
    return typeof uid === 'string' ? uid : undefined;
  } catch {
    return undefined;
  }
}
