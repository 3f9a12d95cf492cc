import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissingApiKeyError } from '../../api/gateway';
import { HttpError } from '../../api/http';
import { NoEmailError } from '../../auth/account-data';
import { signInErrorToast } from './sign-in-errors';

const t = ((key: string) => key) as unknown as TFunction;

describe('signInErrorToast', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [new NoEmailError(), 'error', 'account.toasts.noEmail'],
    [{ code: 'auth/popup-blocked' }, 'warning', 'account.toasts.popupBlocked'],
    [new HttpError(500, 'boom', undefined, 'The account call'), 'error', 'account.toasts.registrationFailed'],
    [
      new HttpError(403, '{}', 'no verified e-mail', 'The account call', 'email_not_verified'),
      'error',
      'account.toasts.emailNotVerified',
    ],
    [new MissingApiKeyError(), 'warning', 'account.toasts.loginUnexpected'],
    [{ code: 'auth/network-request-failed' }, 'warning', 'account.toasts.loginUnexpected'],
  ])('reports %o as a %s toast', (error, kind, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(signInErrorToast(error, t)).toEqual({ kind, message });
  });

  it('logs the status and body of a refused account call', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInErrorToast(new HttpError(401, '{"error":"no"}', 'no', 'The account call'), t);
    expect(log).toHaveBeenCalledWith('The account call failed.', 401, '{"error":"no"}');
  });
});
