import { allowedMethods, buildAsyncApiDocument, buildOpenApiDocument } from '@remoterl/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { TokenVerifier } from './auth.ts';
import type { Config } from './config.ts';
import { ApiError, respondWithError } from './http/errors.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { mailRoutes } from './routes/mail.ts';
import { paypalRoutes } from './routes/paypal.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { simulatorRoutes } from './routes/simulator.ts';
import { apiKeyRoutes } from './routes/api-key.ts';
import { settingsRoutes } from './routes/settings.ts';
import { usageTestRoutes } from './routes/usage-test.ts';
import { usageRoutes } from './routes/usage.ts';
import type { SessionService } from './sessions/service.ts';
import { sessionRoutes } from './routes/sessions.ts';
import type { Store } from './store/index.ts';

export interface AppDeps {
  config: Config;
  store: Store;
  verifier: TokenVerifier;
  sessions: SessionService;
  /** Base URL for links we hand out; known only once the server is listening. */
  publicUrl: () => string;
}

export function createApp(deps: AppDeps): Hono {
  const { config, store, verifier, publicUrl, sessions } = deps;
  const app = new Hono();

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
    const allowed = allowedMethods(c.req.path, { allowReset: config.allowReset });
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
    c.json(buildOpenApiDocument({ serverUrl: publicUrl(), allowReset: config.allowReset })),
  );

  app.get('/asyncapi.json', (c) =>
    c.json(buildAsyncApiDocument({ serverUrl: publicUrl(), config: config.sessions })),
  );

  app.route('/gateway', gatewayRoutes({ store, verifier, publicUrl }));
  app.route('/gateway', usageRoutes({ store, verifier }));
  app.route('/gateway', apiKeyRoutes({ store, verifier, sessions }));
  app.route('/gateway', sessionRoutes({ store, verifier, sessions, config: config.sessions }));
  app.route('/gateway', settingsRoutes({ store, verifier }));
  app.route(
    '/paypal',
    paypalRoutes({ store, verifier, portalOrigins: config.portalOrigins, publicUrl, sessions }),
  );
  app.route('/paypal-sim', simulatorRoutes({ store, portalOrigins: config.portalOrigins }));
  app.route('/receipts', receiptRoutes({ store }));
  app.route('/api/v1.0/email', mailRoutes({ store, outboxToken: config.mailOutboxToken }));

  // Registered only on request: a wipe endpoint must not exist on a shared or deployed backend.
  if (config.allowReset) {
    app.post('/__test__/reset', (c) => {
      sessions.endAll({ kind: 'shutdown' });
      store.reset();
      return c.body(null, 204);
    });
    app.route('/__test__', usageTestRoutes({ store, sessions }));
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
