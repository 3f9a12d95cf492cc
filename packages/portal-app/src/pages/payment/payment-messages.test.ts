import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http';
import { PaypalUrlMissingError, UntrustedPaypalUrlError } from '../../api/payments';
import { captureErrorMessage, checkoutErrorMessage } from './payment-messages';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const http = (status: number, serverMessage?: string) => new HttpError(status, '', serverMessage, 'call');

describe('checkoutErrorMessage', () => {
  it.each([
    [new PaypalUrlMissingError(), 't:account.payment.errors.noUrl'],
    [new UntrustedPaypalUrlError('https://evil.example'), 't:account.payment.errors.untrustedUrl'],
    [http(400, 'Minimum is $10'), 'Minimum is $10'],
    [http(500), 't:account.payment.errors.checkoutFailed'],
    [new TypeError('Failed to fetch'), 't:account.payment.errors.unexpected'],
  ])('maps %o', (error, expected) => {
    expect(checkoutErrorMessage(error, t)).toBe(expected);
  });
});

describe('captureErrorMessage', () => {
  it('shows the server text, else "Payment failed"', () => {
    expect(captureErrorMessage(http(409, 'The payment has not been approved yet'), t)).toBe(
      'The payment has not been approved yet',
    );
    expect(captureErrorMessage(http(502), t)).toBe('t:account.paymentSuccess.failed');
    expect(captureErrorMessage(new Error('offline'), t)).toBe('t:account.paymentSuccess.failed');
  });
});
