/*
 * The page registry's second part: the pages of the user area (below USER_AREA), rendered in
 * the browser behind the sign-in guard, in the user area's frame, and the redirect to one of
 * them. The router adds them on the first navigation that no public route matches
 * (routes/router.tsx) and only then loads this module, so no public page's first load carries
 * them. An entry's shape is page-registry.ts's.
 *
 * This module imports nothing from page-registry.ts at run time: a module both loaded on demand
 * and shared by the user area's chunks that imported the entry chunk's modules would make
 * Rolldown split those out of the entry chunk (one more request on every first load). So the
 * area's two paths are written again below, and their types hold them equal to the first part's.
 */
import type { PageEntry, USER_AREA as UserArea, USER_AREA_HOME as UserAreaHome } from './page-registry';

const AREA: typeof UserArea = '/user';
const HOME: typeof UserAreaHome = '/user/dashboard';

const userPage = <const Name extends string>(
  entry: Pick<PageEntry, 'path' | 'meta' | 'userAreaBar' | 'loadingShape'> & { name: Name },
) =>
  ({
    ...entry,
    prerender: false,
    indexed: false,
    guard: 'signed-in',
    texts: [],
  }) satisfies PageEntry;

/**
 * Every page of the user area, in the registry's order. The bar and the menu list Dashboard,
 * Usage, Sessions, Billing, Setting, with the product's labels (docs/product.md#routes).
 */
export const userAreaPages = [
  userPage({ name: 'dashboard', path: HOME, meta: 'account.dashboard', userAreaBar: 1 }),
  userPage({ name: 'setting', path: `${AREA}/setting`, meta: 'account.setting', userAreaBar: 5 }),
  userPage({
    name: 'billing',
    path: `${AREA}/billing`,
    meta: 'account.billing',
    userAreaBar: 4,
    loadingShape: 'billing',
  }),
  userPage({ name: 'usage', path: `${AREA}/usage`, meta: 'userArea.usage', userAreaBar: 2 }),
  /** The live view: sessions online now, Disconnect, "Block new sessions". */
  userPage({ name: 'sessions', path: `${AREA}/sessions`, meta: 'userArea.sessions', userAreaBar: 3 }),
  /** One ended session of the history, with its timeline (issue 33). */
  userPage({ name: 'sessionDetail', path: `${AREA}/sessions/:id`, meta: 'userArea.sessionDetail' }),
  userPage({ name: 'payment', path: `${AREA}/billing/payment`, meta: 'account.payment' }),
  userPage({
    name: 'paymentSuccess',
    path: `${AREA}/billing/payment/success`,
    meta: 'account.paymentSuccess',
  }),
  /** Spelt "cancle" by the product (and by PayPal return URLs already issued). */
  userPage({
    name: 'paymentCancelled',
    path: `${AREA}/billing/payment/cancle`,
    meta: 'account.paymentCancelled',
  }),
] as const satisfies readonly PageEntry[];

type UserAreaPageName = (typeof userAreaPages)[number]['name'];

const pagePaths = Object.fromEntries(userAreaPages.map(({ name, path }) => [name, path])) as Record<
  UserAreaPageName,
  string
>;

/**
 * Addresses that are not pages: each only sends the visitor on to a page. The router adds them
 * with the user area's pages.
 */
export const redirects = {
  /** The cancelled payment page retries via /plan, which is not a page of its own (docs/decisions.md). */
  plan: { path: '/plan', to: pagePaths.payment },
} as const;

/** The user area's paths by name: `userAreaPaths.billing`, `userAreaPaths.plan`. */
export const userAreaPaths: Readonly<Record<UserAreaPageName | keyof typeof redirects, string>> = {
  ...pagePaths,
  plan: redirects.plan.path,
};
