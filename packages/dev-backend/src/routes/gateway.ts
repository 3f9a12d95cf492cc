import { Hono, type MiddlewareHandler } from 'hono';
import { requireUser, unauthorized, type AuthEnv, type TokenVerifier } from '../auth.ts';
import { AccountRequestSchema, type Billing, GATEWAY_OPERATIONS, GATEWAY_ROUTES } from '@remoterl/contract';
import { routePath } from '../http/route-path.ts';
import { invoiceDescriptionCode } from '../store/payments.ts';
import { ApiError, parseJson } from '../http/errors.ts';
import type { Store } from '../store/index.ts';

export const centsToDollars = (cents: number): number => cents / 100;

export function gatewayRoutes(deps: {
  store: Store;
  verifier: TokenVerifier;
  publicUrl: () => string;
  /** The per-user limit of the account call (http/rate-limit.ts). */
  limitAccount: MiddlewareHandler<AuthEnv>;
}) {
  const { store } = deps;
  const app = new Hono<AuthEnv>();
  // Per route, so an unknown path under this prefix is a 404 rather than a 401.
  const signedIn = requireUser(deps.verifier);

  app.post(routePath(GATEWAY_ROUTES.registerAccount), signedIn, deps.limitAccount, async (c) => {
    const { data } = await parseJson(c, AccountRequestSchema);
    const user = c.get('user');
    // The token decides who the caller is; a body naming someone else is refused, not trusted.
    if (data.uid !== user.uid) throw unauthorized('uid_mismatch');
    // The e-mail comes from the token alone, and only one its provider verified: a body's
    // e-mail, or a token without one, would let a caller name any address as theirs.
    if (!user.email || !user.emailVerified) throw new ApiError(403, 'email_not_verified');
    const input = {
      uid: user.uid,
      email: user.email,
      displayName: data.displayName,
      createdAt: data.createdAt,
      lastLoginAt: data.lastLoginAt,
    };
    // Registered means consented (docs/decisions.md): only onboarding's call, with the terms
    // accepted, creates the account and its key; until then the Google account is a new one.
    const account = data.termsVersion
      ? store.accounts.register(input, data.termsVersion)
      : store.accounts.logIn(input);
    if (!account) throw new ApiError(404, 'not_registered');
    c.header('Cache-Control', 'no-store');
    return c.text(account.apiKey);
  });

  app.get(routePath(GATEWAY_OPERATIONS.getBilling), signedIn, (c) => {
    const { uid } = c.get('user');
    const account = store.accounts.find(uid);
    if (!account) throw new ApiError(404, 'no_account');
    const invoices = store.payments.invoicesOf(uid);
    const billing: Billing = {
      // The same rule that meters the account (docs/decisions.md, "Plan names").
      plan: store.usage.isPremium(uid) ? 'premium' : 'basic',
      balance: centsToDollars(account.balanceCents),
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        date: invoice.date,
        description: invoice.description,
        descriptionCode: invoiceDescriptionCode(invoice.description),
        price: centsToDollars(invoice.amountCents),
        downloadUrl: `${deps.publicUrl()}/receipts/${invoice.downloadToken}`,
      })),
      billingDetails: store.payments.billingDetailsOf(uid),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(billing);
  });

  return app;
}
