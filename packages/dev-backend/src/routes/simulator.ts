// A stand-in for PayPal's approval page (https://www.paypal.com/checkoutnow?token=...).
import { Hono, type Context } from 'hono';
import { escapeHtml, formatUsd, htmlPage, pageSecurityHeaders } from '../http/html.ts';
import { orderExpired, type Order } from '../store/payments.ts';
import type { Store } from '../store/index.ts';

const ORDER_ID = /^[A-Z0-9]{17}$/;

export function simulatorRoutes(deps: {
  store: Store;
  portalOrigins: readonly string[];
  /** An unpaid order older than this has expired (store/payments.ts, `orderExpired`). */
  orderExpiryMs: number;
}) {
  const { store } = deps;
  const app = new Hono();
  const headers = pageSecurityHeaders(deps.portalOrigins);

  const page = (c: Context, status: 200 | 404 | 409 | 410, title: string, body: string) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.html(htmlPage(title, body), status);
  };
  const unknownOrder = (c: Context) =>
    page(c, 404, 'Checkout not found', '<h1>Checkout not found</h1><p>This payment link is not valid.</p>');
  const backToPortal = (order: Order) =>
    `<p><a href="${escapeHtml(`${order.returnOrigin}/user/billing`)}">Return to RemoteRL billing</a></p>`;

  // PayPal shows its own error on an expired checkout and approves nothing; the buyer starts a
  // new payment from the portal.
  const expired = (c: Context, order: Order) =>
    page(
      c,
      410,
      'Checkout expired',
      `<h1>This checkout has expired</h1><p>It was not completed in time. No money moved.</p>
<p><a href="${escapeHtml(`${order.returnOrigin}/user/billing/payment`)}">Start a new payment</a></p>${backToPortal(order)}`,
    );
  const isOpenAndExpired = (order: Order) =>
    (order.status === 'CREATED' || order.status === 'APPROVED') && orderExpired(order, deps.orderExpiryMs);

  const findOrder = (token: string | undefined) =>
    token && ORDER_ID.test(token) ? store.payments.findOrder(token) : undefined;

  // A body that is not a well-formed form (say, multipart without a boundary) names no order.
  const formToken = async (c: Context): Promise<string | undefined> => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    return typeof form.token === 'string' ? form.token : undefined;
  };

  app.get('/checkoutnow', (c) => {
    const order = findOrder(c.req.query('token'));
    if (!order) return unknownOrder(c);
    const amount = formatUsd(order.amountCents);
    if (order.status === 'COMPLETED' || order.status === 'CANCELLED') {
      const state = order.status === 'COMPLETED' ? 'completed' : 'cancelled';
      return page(
        c,
        200,
        `Payment ${state}`,
        `<h1>This payment was ${state}</h1><p>Amount: ${amount}</p>${backToPortal(order)}`,
      );
    }
    if (isOpenAndExpired(order)) return expired(c, order);
    const token = escapeHtml(order.id);
    return page(
      c,
      200,
      `Pay ${amount} to RemoteRL - PayPal (simulator)`,
      `<h1>PayPal checkout (simulator)</h1>
<p class="note">Local stand-in for PayPal. No money moves.</p>
<dl>
  <dt>Pay to</dt><dd>RemoteRL (CCNets)</dd>
  <dt>Amount</dt><dd data-testid="amount">${amount}</dd>
  <dt>Billed to</dt><dd>${escapeHtml(order.payerName)}</dd>
  <dt>Order</dt><dd>${token}</dd>
</dl>
<div class="actions">
  <form method="post" action="/paypal-sim/approve">
    <input type="hidden" name="token" value="${token}">
    <button type="submit" class="approve">Approve</button>
  </form>
  ${
    order.status === 'CREATED'
      ? `<form method="post" action="/paypal-sim/cancel">
    <input type="hidden" name="token" value="${token}">
    <button type="submit" class="cancel">Cancel</button>
  </form>`
      : ''
  }
</div>`,
    );
  });

  app.post('/approve', async (c) => {
    const token = await formToken(c);
    const found = findOrder(token);
    if (!found) return unknownOrder(c);
    if (isOpenAndExpired(found)) return expired(c, found);
    const order = store.payments.approve(found.id) as Order;
    if (order.status === 'CANCELLED') {
      return page(c, 409, 'Checkout cancelled', `<h1>This checkout was cancelled</h1>${backToPortal(order)}`);
    }
    const query = new URLSearchParams({ token: order.id, PayerID: order.payerId ?? '' });
    return c.redirect(`${order.returnOrigin}/user/billing/payment/success?${query}`, 303);
  });

  app.post('/cancel', async (c) => {
    const token = await formToken(c);
    const order = findOrder(token) && store.payments.cancel(token as string);
    if (!order) return unknownOrder(c);
    if (order.status !== 'CANCELLED') {
      return page(
        c,
        409,
        'Already approved',
        `<h1>This payment was already approved</h1>${backToPortal(order)}`,
      );
    }
    // "cancle" is the portal's route, spelt so (docs/product.md#routes).
    const query = new URLSearchParams({ token: order.id });
    return c.redirect(`${order.returnOrigin}/user/billing/payment/cancle?${query}`, 303);
  });

  return app;
}
