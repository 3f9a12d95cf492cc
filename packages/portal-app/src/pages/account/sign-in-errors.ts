import type { TFunction } from 'i18next';
import { MissingApiKeyError } from '../../api/gateway';
import { HttpError } from '../../api/http';
import { NoEmailError } from '../../auth/account-data';
import { isPopupBlocked } from '../../auth/google-flows';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/**
 * How a failed Google sign-in is reported (docs/product.md#messages), as a toast kind and translated text:
 * no e-mail, a blocked popup, the account call refused, or anything else (the generic
 * warning, which also covers an OK answer without a key).
 */
export function signInErrorToast(error: unknown, t: TFunction): { kind: ToastKind; message: string } {
  if (error instanceof NoEmailError) return { kind: 'error', message: t('account.toasts.noEmail') };
  if (isPopupBlocked(error)) return { kind: 'warning', message: t('account.toasts.popupBlocked') };
  // The backend takes the e-mail from the ID token only, and only a verified one.
  if (error instanceof HttpError && error.code === 'email_not_verified') {
    return { kind: 'error', message: t('account.toasts.emailNotVerified') };
  }
  if (error instanceof HttpError) {
    console.error('The account call failed.', error.status, error.body);
    return { kind: 'error', message: t('account.toasts.registrationFailed') };
  }
  if (error instanceof MissingApiKeyError) console.error('The account call answered without a key.');
  else console.error('Google sign-in failed.', error);
  return { kind: 'warning', message: t('account.toasts.loginUnexpected') };
}
