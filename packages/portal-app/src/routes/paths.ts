import { brand } from '../config/brand';

/** The public site's routes (spec §2). Links, the router and the sitemap test read them from here. */
export const publicPaths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  /** "get-" plus the product's name in lower case. */
  getStarted: `/get-${brand.productSlug}`,
  terms: '/terms',
  cookiePolicy: '/cookie-policy',
  dataPolicy: '/data-policy',
  notFound: '/not-found',
  notFoundCover: '/not-found-cover',
} as const;

/** Account routes the public pages link to (the account area owns their pages). */
export const accountPaths = {
  login: '/login',
  signup: '/signup',
  dashboard: '/user/dashboard',
  billingPayment: '/user/billing/payment',
} as const;

/** Pages worth indexing: everything public except the two not-found pages. */
export const indexablePaths: readonly string[] = [
  publicPaths.home,
  publicPaths.about,
  publicPaths.pricing,
  publicPaths.contact,
  publicPaths.getStarted,
  publicPaths.terms,
  publicPaths.dataPolicy,
  publicPaths.cookiePolicy,
];
