import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useSignedIn } from '../stores/use-signed-in';
import { safeNextPath } from './next-path';

/**
 * Guards /login, /signup and onboarding: a signed-in user goes to `next` (same-origin paths
 * only) or the dashboard. This is also how a finished login lands on the page it came from.
 */
export function RedirectIfSignedIn() {
  const signedIn = useSignedIn();
  const [searchParams] = useSearchParams();
  if (signedIn)
    return <Navigate to={safeNextPath(searchParams.get('next'), window.location.origin)} replace />;
  return <Outlet />;
}
