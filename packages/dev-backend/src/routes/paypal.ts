import { Hono, type MiddlewareHandler } from 'hono';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import {
  CaptureRequestSchema,
  type CaptureResponse,
  CheckoutRequestSchema,
  PAYMENT_OPERATIONS,
} from '@remoterl/contract';
import { routePath, PAYPAL_MOUNT } from '../http/route-path.ts';
import { ApiError, parseJson } from '../http/errors.ts';
import type { SessionService } from '../sessions/service.ts';
import type { Store } from '../store/index.ts';
import { centsToDollars } from './gateway.ts';

export function paypalRoutes(deps: {
  store: Store;
  verifier: TokenVerifier;
  portalOrigins: readonly string[];
  publicUrl: () => string;
  sessions: SessionService;
  /** The per-user limit on checkouts. */
  limit: MiddlewareHandler;
  orderExpiryMs: number;
}) {
  const { store } = deps;
  const app = new Hono<AuthEnv>();
  // Per route, so an unknown path under this prefix is a 404 rather than a 401.
  const signedIn = requireUser(deps.verifier);

  app.post(routePath(PAYMENT_OPERATIONS.createCheckout, PAYPAL_MOUNT), signedIn, deps.limit, async (c) => {
    const body = await parseJson(c, CheckoutRequestSchema);
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) {
      throw new ApiError(404, 'no_account');
    }
    // Return the buyer to the portal that started the checkout (dev and e2e run side by side).
    const origin = c.req.header('origin');
    const returnOrigin =
      origin && deps.portalOrigins.includes(origin) ? origin : (deps.portalOrigins[0] as string);
    const order = store.payments.createOrder({
      uid,
      amountCents: body.price * 100,
      payerName: body.name,
      country: body.country,
      city: body.city,
      returnOrigin,
    });
    const paypalUrl = `${deps.publicUrl()}/paypal-sim/checkoutnow?token=${order.id}`;
    return c.json({ paypalUrl });
  });

  app.post(routePath(PAYMENT_OPERATIONS.capturePayment, PAYPAL_MOUNT), signedIn, async (c) => {
    const { token } = await parseJson(c, CaptureRequestSchema);
    const outcome = store.payments.capture(token, c.get('user').uid, deps.orderExpiryMs);
    switch (outcome.kind) {
      case 'not-found':
        throw new ApiError(404, 'unknown_order');
      case 'forbidden':
        throw new ApiError(403, 'order_forbidden');
      case 'expired':
        throw new ApiError(410, 'order_expired');
      case 'not-approved':
        throw new ApiError(409, outcome.status === 'CANCELLED' ? 'order_cancelled' : 'order_not_approved');
      case 'completed': {
        // A top-up resumes sessions paused for lack of data.
        if (outcome.credited) deps.sessions.accountChanged(c.get('user').uid);
        const response: CaptureResponse = {
          status: 'COMPLETED',
          credited: outcome.credited,
          balance: centsToDollars(outcome.balanceCents),
        };
        return c.json(response);
      }
    }
  });

  return app;
}
