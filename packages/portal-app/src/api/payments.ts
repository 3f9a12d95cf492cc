import { PAYMENT_OPERATIONS, type CaptureResponse, type CheckoutRequest } from '@remoterl/contract/paypal';
import { getEnv } from '../config/env';
import { readOk, signedInCalls, signedInSends, type FetchLike, type RequestOptions } from './http';

/** Checkout form payload. */
export type CheckoutOrder = CheckoutRequest;

/** PayPal's own checkout origins; anything else must be configured (the local simulator). */
export const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'] as const;

/** The checkout answer carried no `paypalUrl` ("PayPal URL not received."). */
export class PaypalUrlMissingError extends Error {
  override name = 'PaypalUrlMissingError';
  constructor() {
    super('PayPal URL not received.');
  }
}

/** The checkout answer pointed somewhere that is not PayPal: never follow it. */
export class UntrustedPaypalUrlError extends Error {
  override name = 'UntrustedPaypalUrlError';
  constructor(readonly url: string) {
    super(`Refusing to open a checkout URL outside the allowed origins: ${url}`);
  }
}

export type CaptureResult = CaptureResponse;

/** True when `url` is an absolute http(s) URL on PayPal or one of `extraOrigins`. */
export function isAllowedPaypalUrl(url: string, extraOrigins: readonly string[] = []): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  const allowed = new Set<string>([...PAYPAL_ORIGINS, ...extraOrigins.map(originOf)]);
  return allowed.has(parsed.origin);
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

export interface PaymentClient {
  /** Creates a PayPal order; resolves with the approval URL, already checked against the allow-list. */
  createCheckout(order: CheckoutOrder, idToken: string, options?: RequestOptions): Promise<string>;
  /** Captures an approved order. Idempotent on the backend: a second capture credits nothing. */
  capturePayment(token: string, idToken: string, options?: RequestOptions): Promise<CaptureResult>;
}

/** Calls its operations by id (PAYMENT_OPERATIONS): the contract holds their paths and answers. */
export function createPaymentClient(config: {
  baseUrl: string;
  allowedOrigins?: readonly string[];
  fetchImpl?: FetchLike;
}): PaymentClient {
  const fetchImpl = config.fetchImpl ?? fetch;
  const send = signedInSends(config.baseUrl, fetchImpl);
  const call = signedInCalls(config.baseUrl, fetchImpl);
  const { createCheckout, capturePayment } = PAYMENT_OPERATIONS;

  return {
    async createCheckout(order, idToken, options) {
      const response = await send(createCheckout, idToken, { body: order, options });
      const body = await readOk(response, 'The checkout call');
      // Read here, not by call(): an answer without the URL is its own message.
      const answer = createCheckout.ok.schema.safeParse(parseJson(body));
      if (!answer.success) throw new PaypalUrlMissingError();
      const { paypalUrl } = answer.data;
      if (!isAllowedPaypalUrl(paypalUrl, config.allowedOrigins)) throw new UntrustedPaypalUrlError(paypalUrl);
      return paypalUrl;
    },

    capturePayment: (token, idToken, options) =>
      call(capturePayment, idToken, { context: 'The capture call', body: { token }, options }),
  };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

let client: PaymentClient | undefined;

/** The payment client for this build (VITE_PAYMENT_BACKEND_URL, VITE_PAYPAL_ALLOWED_ORIGINS). */
export function payments(): PaymentClient {
  const env = getEnv();
  client ??= createPaymentClient({
    baseUrl: env.VITE_PAYMENT_BACKEND_URL,
    allowedOrigins: env.VITE_PAYPAL_ALLOWED_ORIGINS,
  });
  return client;
}
