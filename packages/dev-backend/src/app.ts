import {
  allowedMethods,
  buildAsyncApiDocument,
  buildOpenApiDocument,
  PAYMENT_OPERATIONS,
} from '@remoterl/contract';
import { PAYPAL_MOUNT } from './http/route-path.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { TokenVerifier } from './auth.ts';
import type { Config, UserAction } from './config.ts';
import { limitPerAddress, limitPerUser } from './http/rate-limit.ts';
import { recordActivity } from './http/activity-recorder.ts';
import { activityRoutes } from './routes/activity.ts';
import { createCspReportLog } from './csp/reports.ts';
import { cspReportRoutes } from './routes/csp-reports.ts';
import { ApiError, respondWithError } from './http/errors.ts';
import { hostGuard, type HostCheck } from './http/host-guard.ts';
import type { OwnerGuard } from './identity/owner-guard.ts';
import { responseHeaders } from './http/response-headers.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { mailRoutes } from './routes/mail.ts';
import { paypalRoutes } from './routes/paypal.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { simulatorRoutes } from './routes/simulator.ts';
import { apiKeyRoutes } from './routes/api-key.ts';
import { settingsRoutes } from './routes/settings.ts';
import { webhookRoutes } from './routes/webhook.ts';
import { usageTestRoutes } from './routes/usage-test.ts';
import { usageRoutes } from './routes/usage.ts';
import type { SessionService } from './sessions/service.ts';
import { sessionHistoryRoutes } from './routes/session-history.ts';
import { sessionRoutes } from './routes/sessions.ts';
import type { Store } from './store/index.ts';

export interface AppDeps {
  config: Config;
  store: Store;
  verifier: TokenVerifier;
  sessions: SessionService;
  /** Base URL for links we hand out; known only once the server is listening. */
  publicUrl: () => string;
  /** Whether this server serves a request's Host (http/host-guard.ts). */
  servesHost: HostCheck;
  /** Whether a key's owner is still an active identity (identity/owner-guard.ts). */
  owners: OwnerGuard;
}

/** Which optional parts of the operation list this start serves. */
export const servedParts = (config: Config) => ({
  allowReset: config.allowReset,
  standIns: config.standIns,
  sessionService: config.sessionService !== 'off',
});

export function createApp(deps: AppDeps): Hono {
  const { config, store, verifier, publicUrl, sessions } = deps;
  const app = new Hono();
  const cspReports = createCspReportLog(store.cspReports);

  // First: a response to a Host this server does not serve (DNS rebinding) must carry nothing.
  app.use('*', responseHeaders);
  app.use('*', hostGuard(deps.servesHost));

  app.use(
    '*',
    cors({
      origin: (origin) => (config.portalOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    }),
  );
  // Before the body limit: a method the route does not serve is refused without reading a byte.
  app.use('*', async (c, next) => {
    const allowed = allowedMethods(c.req.path, servedParts(config));
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      const message = `${c.req.method} is not allowed; use ${allowed.join(', ')}`;
      throw new ApiError(405, 'method_not_allowed', { message, headers: { Allow: allowed.join(', ') } });
    }
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: config.bodyLimit,
      onError: (c) =>
        respondWithError(
          c,
          new ApiError(413, 'body_too_large', { message: `Request body exceeds ${config.bodyLimit} bytes` }),
        ),
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/openapi.json', (c) =>
    c.json(buildOpenApiDocument({ serverUrl: publicUrl(), ...servedParts(config) })),
  );

  if (config.sessionService !== 'off') {
    const standIn = config.sessionService === 'stand-in';
    app.get('/asyncapi.json', (c) =>
      c.json(buildAsyncApiDocument({ serverUrl: publicUrl(), config: config.sessions, standIn })),
    );
  }

  const limit = (action: UserAction) => limitPerUser(store.rateLimits, action, config.userLimits[action]);

  recordActivity(app, store);
  app.route('/gateway', gatewayRoutes({ store, verifier, publicUrl, limitAccount: limit('account') }));
  app.route('/gateway', activityRoutes({ store, verifier }));
  app.route('/gateway', usageRoutes({ store, verifier }));
  app.route(
    '/gateway',
    apiKeyRoutes({ store, verifier, sessions, owners: deps.owners, limit: limit('keyRotation') }),
  );
  app.route('/gateway', sessionHistoryRoutes({ store, verifier }));
  app.route('/gateway', sessionRoutes({ store, verifier, sessions, config: config.sessions }));
  app.route('/gateway', settingsRoutes({ store, verifier, sessions, limit: limit('settingsWrite') }));
  app.route(
    '/gateway',
    webhookRoutes({ store, verifier, production: config.production, limit: limit('settingsWrite') }),
  );
  if (!config.standIns.paypalSimulator) {
    // Orders are approved only on the simulator's page; without it a checkout would hand out a
    // link to nowhere, so it says plainly that this deployment takes no payments.
    app.post(PAYMENT_OPERATIONS.createCheckout.path, () => {
      throw new ApiError(503, 'payments_unavailable');
    });
  }
  app.route(
    PAYPAL_MOUNT,
    paypalRoutes({
      store,
      verifier,
      portalOrigins: config.portalOrigins,
      publicUrl,
      sessions,
      limit: limit('checkout'),
      orderExpiryMs: config.orderExpiryMs,
    }),
  );
  app.route('/receipts', receiptRoutes({ store, owners: deps.owners }));
  app.route(
    '/csp-reports',
    cspReportRoutes({
      reports: cspReports,
      maxBodyBytes: config.csp.bodyLimit,
      limited: limitPerAddress(store.rateLimits, 'cspReport', config.csp.rate),
    }),
  );
  // Stand-ins (stand-ins.ts): a production start mounts none of them.
  if (config.standIns.paypalSimulator) {
    app.route(
      '/paypal-sim',
      simulatorRoutes({ store, portalOrigins: config.portalOrigins, orderExpiryMs: config.orderExpiryMs }),
    );
  }
  if (config.standIns.mail) {
    app.route('/api/v1.0/email', mailRoutes({ store, outboxToken: config.mailOutboxToken }));
  }

  // Registered only on request: a wipe endpoint must not exist on a shared or deployed backend.
  if (config.allowReset) {
    app.post('/__test__/reset', (c) => {
      sessions.endAll({ kind: 'shutdown' });
      store.reset();
      return c.body(null, 204);
    });
    app.route('/__test__', usageTestRoutes({ store, sessions }));
    app.get('/__test__/csp-reports', (c) => c.json({ reports: cspReports.recent() }));
  }

  app.notFound((c) =>
    respondWithError(
      c,
      new ApiError(404, 'route_not_found', { message: `No route for ${c.req.method} ${c.req.path}` }),
    ),
  );
  // Every failure ends here: routes and middleware throw ApiError, never answer an error themselves.
  app.onError((error, c) => {
    if (error instanceof ApiError) return respondWithError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return respondWithError(
        c,
        new ApiError(error.status, 'bad_request', { message: error.message || undefined }),
      );
    }
    console.error('[dev-backend] unexpected error:', error);
    return respondWithError(c, new ApiError(500, 'internal_error'));
  });

  return app;
}
