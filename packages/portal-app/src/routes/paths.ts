/*
 * Every path of the portal (spec §2), in one module: links, the router, the guards, the
 * sign-in flow's `next` check, the prerender build and the sitemap test all read them here.
 */
import { brand } from '../config/brand';

/** The public site: marketing and legal pages, prerendered in both languages. */
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

/** Where the user area lives; everything under it is client-rendered behind the sign-in guard. */
export const USER_AREA = '/user';

/** The account area: sign-in pages, the user area and the payment pages. */
export const userPaths = {
  login: '/login',
  signup: '/signup',
  onboarding: '/signup/onboarding',
  dashboard: `${USER_AREA}/dashboard`,
  setting: `${USER_AREA}/setting`,
  billing: `${USER_AREA}/billing`,
  usage: `${USER_AREA}/usage`,
  /** The live view: sessions online now, Disconnect, "Block new sessions". */
  sessions: `${USER_AREA}/sessions`,
  payment: `${USER_AREA}/billing/payment`,
  paymentSuccess: `${USER_AREA}/billing/payment/success`,
  /** Spelt "cancle" by the spec (and by PayPal return URLs already issued). */
  paymentCancelled: `${USER_AREA}/billing/payment/cancle`,
  /** The cancelled page's retry target; the app router redirects it to the payment page. */
  plan: '/plan',
} as const;

/** Where a signed-in user lands when nothing else was asked for. */
export const DEFAULT_SIGNED_IN_PATH = userPaths.dashboard;

/** The sign-in pages: never a `next` target after signing in. */
export const authPaths: ReadonlySet<string> = new Set([
  userPaths.login,
  userPaths.signup,
  userPaths.onboarding,
]);

/** True for the user area's own pages (the guard's and the API-key refresh's scope). */
export function isUserAreaPath(pathname: string): boolean {
  return pathname === USER_AREA || pathname.startsWith(`${USER_AREA}/`);
}

/** The route segment of a path below its parent: `/signup/onboarding` under `/signup` -> `onboarding`. */
export function childSegment(path: string, parent: string): string {
  return path.slice(parent.length + 1);
}

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

/** Rendered to HTML at build time, in English and under `/ko` in Korean. */
export const prerenderedPaths: readonly string[] = [
  ...indexablePaths,
  userPaths.login,
  userPaths.signup,
  publicPaths.notFound,
  publicPaths.notFoundCover,
];

const twinned = new Set(prerenderedPaths);

/** Paths with an English and a Korean twin (`/pricing`, `/ko/pricing`). */
export function hasLanguageTwins(path: string): boolean {
  return twinned.has(path);
}
