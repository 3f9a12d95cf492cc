import type { TFunction } from 'i18next';
import { HttpError } from '../../../../api/http';
import { PaypalUrlMissingError, UntrustedPaypalUrlError } from '../../../../api/payments';
import { serverErrorText } from '../../../../i18n/server-error-text';

/**
 * What a failed checkout tells the user (docs/product.md#messages), always in the active language: the text of
 * the server's error code when it sent a known one, "Failed to create PayPal checkout." for any
 * other refusal, and "Something went wrong during checkout." for the rest (network, timeout).
 */
export function checkoutErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof PaypalUrlMissingError) return t('account.payment.errors.noUrl');
  if (error instanceof UntrustedPaypalUrlError) return t('account.payment.errors.untrustedUrl');
  if (error instanceof HttpError)
    return serverErrorText(error, t, t('account.payment.errors.checkoutFailed'));
  return t('account.payment.errors.unexpected');
}

/** A failed capture: the text of the server's error code when known, else "Payment failed". */
export function captureErrorMessage(error: unknown, t: TFunction): string {
  return serverErrorText(error, t, t('account.paymentSuccess.failed'));
}
