import { replace, type RouteObject } from 'react-router-dom';
import { notFoundTarget, planTarget } from './redirect-targets';

/** These routes only redirect; a component keeps the router from warning about an empty leaf. */
const Nothing = () => null;

/**
 * Addresses that are not pages. Both redirects replace the history entry, so Back does not
 * return to the bad address and bounce forward again.
 */
export const redirectRoutes: RouteObject[] = [
  // The payment-cancelled page retries via /plan, which is not a page of its own (DECISIONS.md).
  { path: '/plan', loader: ({ request }) => replace(planTarget(request.url)), Component: Nothing },
  { path: '*', loader: ({ request }) => replace(notFoundTarget(request.url)), Component: Nothing },
];

/** Account routes that render inside the public layout declare it in their handle. */
export function usesPublicLayout(route: RouteObject): boolean {
  const handle: unknown = route.handle;
  return (
    typeof handle === 'object' && handle !== null && (handle as { layout?: unknown }).layout === 'public'
  );
}
