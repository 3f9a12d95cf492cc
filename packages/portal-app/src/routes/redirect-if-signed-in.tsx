import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useAccount } from '../account';
import { safeNextPath } from '../auth/next-path';

/**
 * Guards /login, /signup and onboarding: a signed-in user goes to `next` (same-origin paths
 * only) or the dashboard. This is also how a finished login lands on the page it came from.
 */
export function RedirectIfSignedIn() {
  // An unknown session (hydrating, or its store still loading) shows the page, as signed out.
  const signedIn = typeof useAccount() === 'object';
  const [searchParams] = useSearchParams();
  if (signedIn)
    return <Navigate to={safeNextPath(searchParams.get('next'), window.location.origin)} replace />;
  return <Outlet />;
}
