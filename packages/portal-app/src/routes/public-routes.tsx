import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { publicPaths } from './paths';

/** The marketing and legal pages (spec §2), each its own chunk. Rendered inside the public layout. */
export const publicPageRoutes: RouteObject[] = [
  { index: true, ...lazyPage(() => import('../pages/public/home/home-page')) },
  { path: publicPaths.about, ...lazyPage(() => import('../pages/public/about/about-page')) },
  { path: publicPaths.contact, ...lazyPage(() => import('../pages/public/contact/contact-page')) },
  { path: publicPaths.pricing, ...lazyPage(() => import('../pages/public/pricing/pricing-page')) },
  { path: publicPaths.getStarted, ...lazyPage(() => import('../pages/public/get-started/get-started-page')) },
  { path: publicPaths.terms, ...lazyPage(() => import('../pages/public/policies/terms-page')) },
  { path: publicPaths.dataPolicy, ...lazyPage(() => import('../pages/public/policies/data-policy-page')) },
  {
    path: publicPaths.cookiePolicy,
    ...lazyPage(() => import('../pages/public/policies/cookie-policy-page')),
  },
  { path: publicPaths.notFound, ...lazyPage(() => import('../pages/public/not-found/not-found-page')) },
];

/** The cover variant is a full-bleed split layout, so it sits outside the public layout. */
export const notFoundCoverRoute: RouteObject = {
  path: publicPaths.notFoundCover,
  ...lazyPage(() => import('../pages/public/not-found/not-found-cover-page')),
};
