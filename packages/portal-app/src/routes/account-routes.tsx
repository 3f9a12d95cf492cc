/*
 * Mounting contract with the app router (src/routes/router.tsx):
 *   - routes with `handle: { layout: 'public' }` (/login, /signup, /signup/onboarding) are nested
 *     under the public layout (top bar, drawer, footer);
 *   - the `/user` route is mounted at the top level: it brings the user-area layout and the guard
 *     (signed out -> /login?next=…), and holds dashboard, setting, billing, usage, sessions,
 *     payment and the two payment return pages.
 * Every page is its own lazy chunk; Firebase is only ever imported dynamically from src/auth.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn } from '../auth/redirect-if-signed-in';
import { lazyPage } from './lazy-page';
import { childSegment, USER_AREA, userPaths } from './paths';

export const accountRoutes: RouteObject[] = [
  {
    path: userPaths.login,
    handle: { layout: 'public' },
    element: <RedirectIfSignedIn />,
    children: [{ index: true, ...lazyPage(() => import('../pages/account/login-page')) }],
  },
  {
    path: userPaths.signup,
    handle: { layout: 'public' },
    element: <RedirectIfSignedIn />,
    children: [
      { index: true, ...lazyPage(() => import('../pages/account/signup-page')) },
      {
        path: childSegment(userPaths.onboarding, userPaths.signup),
        ...lazyPage(() => import('../pages/account/onboarding-page')),
      },
    ],
  },
  {
    path: USER_AREA,
    // The guard refreshes the API key through the gateway client; as its own chunk it keeps
    // that client (and its validation) off the public pages' first load.
    lazy: async () => ({ Component: (await import('../auth/require-user')).RequireUser }),
    children: [
      {
        ...lazyPage(() => import('../pages/user/user-layout')),
        children: [
          { index: true, element: <Navigate to={userPaths.dashboard} replace /> },
          {
            path: childSegment(userPaths.dashboard, USER_AREA),
            ...lazyPage(() => import('../pages/user/dashboard/dashboard-page')),
          },
          {
            path: childSegment(userPaths.setting, USER_AREA),
            ...lazyPage(() => import('../pages/user/setting/setting-page')),
          },
          {
            path: childSegment(userPaths.billing, USER_AREA),
            ...lazyPage(() => import('../pages/user/billing/billing-page')),
          },
          {
            path: childSegment(userPaths.usage, USER_AREA),
            ...lazyPage(() => import('../pages/user/usage/usage-page')),
          },
          {
            path: childSegment(userPaths.sessions, USER_AREA),
            ...lazyPage(() => import('../pages/user/sessions/sessions-page')),
          },
          {
            path: childSegment(userPaths.payment, USER_AREA),
            ...lazyPage(() => import('../pages/payment/payment-page')),
          },
          {
            path: childSegment(userPaths.paymentSuccess, USER_AREA),
            ...lazyPage(() => import('../pages/payment/payment-success-page')),
          },
          {
            path: childSegment(userPaths.paymentCancelled, USER_AREA),
            ...lazyPage(() => import('../pages/payment/payment-cancelled-page')),
          },
        ],
      },
    ],
  },
];
