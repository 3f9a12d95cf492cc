import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { publicPaths } from './paths';

/** Pages with the long footer (its link columns suit the pages people arrive on). */
const longFooter = { footer: 'long' } as const;

/** The marketing and legal pages (spec §2), each its own chunk. Rendered inside the public layout. */
export const publicPageRoutes: RouteObject[] = [
  { index: true, handle: longFooter, ...lazyPage(() => import('../pages/public/home/home-page')) },
  {
    path: publicPaths.about,
    handle: longFooter,
    ...lazyPage(() => import('../pages/public/about/about-page')),
  },
  {
    path: publicPaths.contact,
    handle: longFooter,
    ...lazyPage(() => import('../pages/public/contact/contact-page')),
  },
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
