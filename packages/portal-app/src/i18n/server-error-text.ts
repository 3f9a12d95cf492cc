import type { TFunction } from 'i18next';
import { ERROR_TEXT_AMOUNTS, errorTextKey, isUserErrorCode } from '@remoterl/contract/error-text';
import { HttpError } from '../api/http';

/**
 * The text for a failed backend call's code in the active language (the contract's key for it,
 * in every language's server-errors.json, which the user area loads), or undefined when the
 * portal has none (an older server without codes, a new code, a network failure). Pure: pages
 * call it while rendering.
 */
export function translatedServerError(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof HttpError) || !isUserErrorCode(error.code)) return undefined;
  if (error.code === 'rate_limited' && error.retryAfterSeconds !== undefined) {
    return t('common.serverErrors.rateLimitedWait', { seconds: error.retryAfterSeconds });
  }
  const amount = ERROR_TEXT_AMOUNTS[error.code];
  return t(errorTextKey(error.code), amount === undefined ? {} : { amount });
}

/**
 * What a failed backend call tells the user, in the active language: the text for the error's
 * code when the portal knows it, else `fallback` (an older server without codes, a new code,
 * a network failure). The server's text goes to the console for whoever debugs it.
 */
export function serverErrorText(error: unknown, t: TFunction, fallback?: string): string {
  if (error instanceof HttpError) {
    console.warn(
      `Server error ${error.status} (${error.code ?? 'no code'}): ${error.serverMessage ?? error.body}`,
    );
  }
  return translatedServerError(error, t) ?? fallback ?? t('common.serverErrors.generic');
}
