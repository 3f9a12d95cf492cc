import { Hono } from 'hono';
import { ApiError } from '../http/errors.ts';
import { escapeHtml, formatUsd, htmlPage, pageSecurityHeaders } from '../http/html.ts';
import type { OwnerGuard } from '../identity/owner-guard.ts';
import type { Store } from '../store/index.ts';

// The token in the path is the credential: the portal renders downloadUrl as a plain link,
// which cannot carry an Authorization header.
const DOWNLOAD_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function receiptRoutes(deps: { store: Store; owners: OwnerGuard }) {
  const app = new Hono();

  app.get('/:token', async (c) => {
    const token = c.req.param('token');
    const invoice = DOWNLOAD_TOKEN.test(token) ? deps.store.payments.invoiceByToken(token) : undefined;
    if (!invoice) throw new ApiError(404, 'unknown_receipt');
    if (!(await deps.owners.isActive(invoice.uid))) throw new ApiError(403, 'account_disabled');
    const rows: [string, string][] = [
      ['Invoice', invoice.id],
      ['Date', invoice.date.slice(0, 10)],
      ['Billed to', invoice.payerName],
      ['Description', invoice.description],
      ['Amount paid', formatUsd(invoice.amountCents)],
      ['Payment', `PayPal order ${invoice.orderId}`],
    ];
    const body = `<h1>Receipt</h1>
<p>RemoteRL by CCNets</p>
<dl>
${rows.map(([term, value]) => `  <dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>`;
    for (const [name, value] of Object.entries(pageSecurityHeaders([]))) c.header(name, value);
    c.header('Content-Disposition', `attachment; filename="remoterl-receipt-${invoice.id}.html"`);
    return c.html(htmlPage(`Receipt ${invoice.id}`, body));
  });

  return app;
}
