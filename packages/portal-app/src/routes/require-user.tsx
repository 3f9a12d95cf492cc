import { Button } from '@ccnets/design-system';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { UserAreaSkeleton } from '../layouts/user-area-skeleton';
import { UserFrame } from '../layouts/user-layout';
import { loadAccount, useAccount, whenAccountLoads } from '../account';
import { refreshApiKey } from '../auth/api-key-refresh';
import { useLocalizedPath } from './localized-link';
import { loginPathFor } from '../auth/next-path';
import { useLogOut } from '../auth/use-log-out';

/**
 * Guards /user/*: signed out goes to /login?next=<this page>. A stored session without the
 * API key in memory (a reload) waits for the login refresh call before showing the page.
 */
export function RequireUser() {
  const location = useLocation();
  const account = useAccount();
  const hasKey = useAccount((state) => Boolean(state.apiKey));
  const keyStatus = useAccount((state) => state.keyStatus);
  const loggingOut = useAccount((state) => state.loggingOut);
  const needsKey = typeof account === 'object' && !hasKey;
  // Home and the login page have language twins: go to the one in the user area's language.
  const localize = useLocalizedPath();

  useEffect(() => {
    if (needsKey && keyStatus === 'idle') void refreshApiKey();
  }, [needsKey, keyStatus]);

  // A stored account's store is loading since start-up (main.tsx); if that failed, try again.
  useEffect(() => {
    if (account !== 'unknown') return;
    loadAccount().catch((error: unknown) => console.error('Could not load the account.', error));
  }, [account]);

  // A log out keeps `loggingOut` set until the user area is gone (see useLogOut).
  useEffect(
    () => () => {
      // Only a loaded store can hold the flag: register and cancel at once, which runs it if so.
      whenAccountLoads((store) => store.setState({ loggingOut: false }))();
    },
    [],
  );

  if (account === 'unknown') return <SessionLoading pathname={location.pathname} />;
  // Logging out from the user area goes home, not to a login page asking to come back.
  if (account === 'signed-out')
    return <Navigate to={localize(loggingOut ? '/' : loginPathFor(location))} replace />;
  if (hasKey) return <Outlet />;
  if (keyStatus === 'failed') return <SessionFailed />;
  return <SessionLoading pathname={location.pathname} />;
}

/** The user area's own frame (top bar, footer) around a skeleton, at once, while the key loads. */
function SessionLoading({ pathname }: { pathname: string }) {
  return (
    <UserFrame>
      <UserAreaSkeleton pathname={pathname} />
    </UserFrame>
  );
}

function SessionFailed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logOut, loggingOut } = useLogOut(() => navigate('/', { replace: true }));
  return (
    <main className="flex min-h-screen items-center justify-center bg-ds-background px-4 text-ds-foreground">
      <section
        role="alert"
        aria-labelledby="session-failed-title"
        className="flex w-full max-w-md flex-col items-start gap-4 rounded-lg border border-ds-border bg-ds-surface p-6 shadow-ds-elevated"
      >
        <h1 id="session-failed-title" className="text-xl font-semibold">
          {t('account.session.failedTitle')}
        </h1>
        <p className="text-ds-muted">{t('account.session.failedBody')}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void refreshApiKey()}>{t('account.session.retry')}</Button>
          <Button variant="outlined" loading={loggingOut} onClick={() => void logOut()}>
            {t('account.session.logOut')}
          </Button>
        </div>
      </section>
    </main>
  );
}
