import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../pages/account/use-notify';
import { useSessionStatus } from '../stores/session-status-store';
import { logOut } from './log-out';

/**
 * Log out from the user area: signs out, then `onSignedOut` (navigate home). While it runs the
 * user guard knows to send the user home rather than to the login page. A failure keeps the
 * session and shows the translated error toast.
 */
export function useLogOut(onSignedOut: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const loggingOut = useSessionStatus((state) => state.loggingOut);

  const run = useCallback(async () => {
    if (useSessionStatus.getState().loggingOut) return;
    useSessionStatus.setState({ loggingOut: true });
    try {
      await logOut();
    } catch (error) {
      console.error('Logout failed.', error);
      notify('error', t('account.toasts.logoutFailed'));
      useSessionStatus.setState({ loggingOut: false });
      return;
    }
    onSignedOut();
    // The guard has already sent the user home by now; a later sign-out goes to the login page again.
    setTimeout(() => useSessionStatus.setState({ loggingOut: false }), 0);
  }, [notify, onSignedOut, t]);

  return { logOut: run, loggingOut };
}
