import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../../api/http';
import { PaypalUrlMissingError, UntrustedPaypalUrlError } from '../../../../api/payments';
import { captureErrorMessage, checkoutErrorMessage } from './payment-messages';

const t = ((key: string, values?: Record<string, unknown>) =>
  values && Object.keys(values).length
    ? `t:${key}:${JSON.stringify(values)}`
    : `t:${key}`) as unknown as TFunction;
const http = (status: number, serverMessage?: string, code?: string) =>
  new HttpError(status, '', serverMessage, 'call', code);

vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('checkoutErrorMessage', () => {
  it.each([
    [new PaypalUrlMissingError(), 't:account.payment.errors.noUrl'],
    [new UntrustedPaypalUrlError('https://evil.example'), 't:account.payment.errors.untrustedUrl'],
    [
      http(400, 'Price must be at most $10000', 'price_max'),
      't:common.serverErrors.codes.price_max:{"amount":10000}',
    ],
    [http(429, 'Too many requests', 'rate_limited'), 't:common.serverErrors.codes.rate_limited'],
    // An older server without codes, or a code this portal does not know: never the English text.
    [http(400, 'Minimum is $10'), 't:account.payment.errors.checkoutFailed'],
    [http(400, 'Something new', 'brand_new_code'), 't:account.payment.errors.checkoutFailed'],
    [http(500), 't:account.payment.errors.checkoutFailed'],
    [new TypeError('Failed to fetch'), 't:account.payment.errors.unexpected'],
  ])('maps %o', (error, expected) => {
    expect(checkoutErrorMessage(error, t)).toBe(expected);
  });
});

describe('captureErrorMessage', () => {
  it('translates the code, else says "Payment failed"', () => {
    expect(captureErrorMessage(http(404, 'Unknown order', 'unknown_order'), t)).toBe(
      't:common.serverErrors.codes.unknown_order',
    );
    expect(captureErrorMessage(http(409, 'The payment has not been approved yet'), t)).toBe(
      't:account.paymentSuccess.failed',
    );
    expect(captureErrorMessage(http(502), t)).toBe('t:account.paymentSuccess.failed');
    expect(captureErrorMessage(new Error('offline'), t)).toBe('t:account.paymentSuccess.failed');
  });

  it('keeps the server text in the logs', () => {
    const warn = vi.mocked(console.warn);
    warn.mockClear();
    captureErrorMessage(http(404, 'Unknown order', 'unknown_order'), t);
    expect(warn.mock.calls[0]?.[0]).toContain('Unknown order');
  });
});
