import type { TFunction } from 'i18next';
import { HttpError } from '../../api/http';
import { PaypalUrlMissingError, UntrustedPaypalUrlError } from '../../api/payments';

/**
 * What a failed checkout tells the user (spec §8): the server's own text when it sent one,
 * "Failed to create PayPal checkout." for a refusal without text, and "Something went wrong
 * during checkout." for anything else (network down, timeout).
 */
export function checkoutErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof PaypalUrlMissingError) return t('account.payment.errors.noUrl');
  if (error instanceof UntrustedPaypalUrlError) return t('account.payment.errors.untrustedUrl');
  if (error instanceof HttpError) return error.serverMessage ?? t('account.payment.errors.checkoutFailed');
  return t('account.payment.errors.unexpected');
}

/** A failed capture: the server's text when present, else "Payment failed". */
export function captureErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof HttpError && error.serverMessage) return error.serverMessage;
  return t('account.paymentSuccess.failed');
}
