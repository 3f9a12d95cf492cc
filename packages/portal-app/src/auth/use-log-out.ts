import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../hooks/use-notify';
import { loadAccount, useAccount } from '../account';
import { logOut } from './log-out';

/**
 * Log out from the user area: signs out, then `onSignedOut` (navigate home). A failure keeps
 * the session and shows the translated error toast.
 */
export function useLogOut(onSignedOut: () => void | Promise<void>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const loggingOut = useAccount((state) => state.loggingOut);

  const run = useCallback(async () => {
    const account = await loadAccount();
    if (account.getState().loggingOut) return;
    account.setState({ loggingOut: true });
    try {
      await logOut();
    } catch (error) {
      console.error('Logout failed.', error);
      notify('error', t('account.toasts.logoutFailed'));
      account.setState({ loggingOut: false });
      return;
    }
    // `loggingOut` stays set: the user area stays on screen until the home page's code has
    // loaded, and meanwhile its guard must send the signed-out user home, not to the login
    // page. The guard clears the flag when it unmounts.
    await onSignedOut();
  }, [notify, onSignedOut, t]);

  return { logOut: run, loggingOut };
}
