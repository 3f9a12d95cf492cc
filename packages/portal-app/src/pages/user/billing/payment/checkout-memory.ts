import { userAreaPaths } from '../../../../config/user-area-pages';

/**
 * The amount of the checkouts this tab started, by PayPal order token, so the cancelled and
 * failed return pages can say how much was not charged. PayPal's return URL carries only the
 * token, and the backend has no order lookup for the portal; session storage lives as long as
 * the tab that went to PayPal and holds nothing secret (an order number and a price).
 */
const STORAGE_KEY = 'remoterl-checkouts';
const KEEP = 10;

type Amounts = Record<string, number>;

function read(): Amounts {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Amounts) : {};
  } catch {
    return {};
  }
}

/** The order token of a checkout URL (`...?token=<order id>`), if it has one. */
export function orderTokenOf(checkoutUrl: string): string | undefined {
  try {
    return new URL(checkoutUrl).searchParams.get('token') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Notes the price of the checkout about to open; storage failures (private mode, full) are ignored. */
export function rememberCheckout(checkoutUrl: string, price: number): void {
  const token = orderTokenOf(checkoutUrl);
  if (!token) return;
  try {
    const recent = Object.entries({ ...read(), [token]: price }).slice(-KEEP);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(recent)));
  } catch {
    // Only the amount on the return page is lost.
  }
}

/** "Try again" after a cancelled or failed checkout: the payment page (via /plan), with its amount when known. */
export function retryHref(amount: number | undefined): string {
  return amount === undefined ? userAreaPaths.plan : `${userAreaPaths.plan}?price=${amount}`;
}

/** The price of a checkout this tab started, when known. */
export function checkoutAmount(token: string | null | undefined): number | undefined {
  if (!token) return undefined;
  const amount = read()[token];
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
}
