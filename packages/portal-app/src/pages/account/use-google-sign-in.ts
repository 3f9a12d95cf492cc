import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { logInWithGoogle, prepareGoogleSignIn, signUpWithGoogle } from '../../auth/google-flows';
import { safeNextPath } from '../../auth/next-path';
import { paths } from '../../config/paths';
import { signInErrorToast } from './sign-in-errors';
import { useNotify } from '../../hooks/use-notify';

/**
 * The login or sign-up button's action (docs/product.md#sign-in): one popup at a time, then the flow's
 * outcome as navigation and toasts in the active language. A signed-in user lands on `next`
 * when the login page was reached from a guarded page, else on the dashboard.
 */
export function useGoogleSignIn(mode: 'login' | 'signup'): { start: () => void; pending: boolean } {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const next = searchParams.get('next');

  useEffect(prepareGoogleSignIn, []);

  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    const signedInTarget = safeNextPath(next, window.location.origin);
    const flow =
      mode === 'login'
        ? logInWithGoogle().then((outcome) => {
            if (outcome === 'new-user') {
              notify('info', t('account.toasts.notRegistered'));
              navigate(paths.signup);
            } else if (outcome === 'signed-in') {
              navigate(signedInTarget, { replace: true });
            } else {
              console.info('The Google sign-in popup was closed.');
            }
          })
        : signUpWithGoogle(() => notify('info', t('account.toasts.alreadyRegistered'))).then((outcome) => {
            if (outcome === 'onboarding') navigate(paths.onboarding);
            else if (outcome === 'signed-in') navigate(signedInTarget, { replace: true });
            else console.info('The Google sign-in popup was closed.');
          });
    flow
      .catch((error: unknown) => {
        const { kind, message } = signInErrorToast(error, t);
        notify(kind, message);
      })
      .finally(() => {
        running.current = false;
        setPending(false);
      });
  }, [mode, navigate, next, notify, t]);

  return { start, pending };
}
