/*
 * The page registry: every page of the portal is one entry here, or, below USER_AREA, in its
 * second part (user-area-pages.ts), which loads only with the user area so that no public page
 * carries it. The router, the prerender list (and with it the language twins and their
 * hreflang links), the sitemap, the locale texts each page loads and the site's links (top
 * bar, drawer, footer) are all derived from it, so a new public page is one entry (and its
 * `*-page.tsx` module) plus its locale texts (locales/<language>/<area>.json), link labels
 * included (`pageLinks.<name>`).
 *
 * It is data only, in the bottom layer (config), because everything above needs the paths.
 * It names each page's module rather than importing it: the router loads the modules
 * (routes/page-modules.ts), so the layers point down, and no page chunk, which reads its
 * paths here, reaches the code that loads pages (that would split the shared loader out of the
 * entry chunk, one more request on every first load).
 */
import { brand } from './brand';

/** The footer columns that list pages (the others hold outside links: layouts/site-links.ts). */
export type FooterGroup = 'services' | 'company';

export interface PageEntry {
  /** The unprefixed path (`/pricing`); a Korean twin adds `/ko`. */
  path: string;
  /**
   * The entry's name (its key in `pages`), which names its module too: `getStarted` is
   * `src/pages/…/get-started-page.tsx`, whose default export is the page (its own chunk, loaded
   * on first visit).
   */
  name: string;
  /** Key prefix of the document title and description: `<meta>.meta.title`, `<meta>.meta.description`. */
  meta: string;
  /**
   * Prerendered: rendered to HTML at build time in English at `path` and in Korean under `/ko`,
   * its language twin, to which links from a Korean page lead. Otherwise the page renders in
   * the browser and speaks the stored (or detected) language.
   */
  prerender: boolean;
  /**
   * How a prerendered page comes alive in the browser: `islands` (the default) hydrates only its
   * interactive parts, each an island with its props in the HTML (islands/islands-entry.tsx);
   * `app` hydrates the whole page with the client-rendered app (main.tsx), for pages whose
   * interactive parts are not islands yet (forms, sign-in). docs/decisions.md, "Public pages
   * hydrate only their islands".
   */
  hydrate?: 'islands' | 'app';
  /** Listed in the sitemap and indexable (otherwise `noindex`). */
  indexed: boolean;
  /**
   * `signed-out`: a signed-in visitor goes on to `next` or the dashboard (the sign-in pages).
   * `signed-in`: the user area, below `/user`: signed out goes to the login page, and the page
   * renders in the user area's frame.
   */
  guard?: 'signed-out' | 'signed-in';
  /**
   * Around a page without the signed-in guard: `public` (top bar, drawer, footer), or `bare`
   * (a full-bleed page that brings its own frame).
   */
  frame?: 'public' | 'bare';
  /** The long footer, with its link columns (it suits the pages people arrive on). */
  longFooter?: boolean;
  /** Locale areas the page shows besides the bundled common texts and the site frame's. */
  texts: readonly string[];
  /**
   * A link in the top bar and the drawer, at this place (ascending), labelled
   * `pageLinks.<name>.topBar` in the page's own texts (`texts`).
   */
  topBar?: number;
  /**
   * A link in a long footer's column, at this place (ascending), labelled
   * `pageLinks.<name>.footer` in the page's own texts (`texts`).
   */
  footer?: { group: FooterGroup; position: number };
  /**
   * A link in the user area's bar and menu, at this place (ascending), labelled
   * `account.layout.<name>`. The pages below its path (the payment pages below Billing) count as
   * it: its link is the current one there.
   */
  userAreaBar?: number;
  /**
   * A user-area page's shape while a reload restores the session (layouts/user-area-skeleton.tsx):
   * `billing` (two full-width cards) or, by default, `cards` (the dashboard's grid), so nothing
   * jumps when the page arrives.
   */
  loadingShape?: 'cards' | 'billing';
}

/** A public page: prerendered in both languages, indexed, in the public frame. */
const publicPage = (entry: Omit<PageEntry, 'name' | 'prerender' | 'indexed'> & { indexed?: boolean }) =>
  ({ prerender: true, indexed: true, frame: 'public', hydrate: 'islands', ...entry }) satisfies Omit<
    PageEntry,
    'name'
  >;

/** Where the user area lives; everything under it is client-rendered behind the sign-in guard. */
export const USER_AREA = '/user' as const;

/**
 * The user area's first page (its entry is in user-area-pages.ts): where a signed-in visitor
 * lands, which the public pages link to and so need before the user area loads.
 */
export const USER_AREA_HOME = `${USER_AREA}/dashboard` as const;

export const pages = {
  home: publicPage({
    path: '/',
    meta: 'public.home',
    texts: ['home', 'contact-details'],
    longFooter: true,
    footer: { group: 'services', position: 1 },
  }),
  about: publicPage({
    path: '/about',
    meta: 'public.about',
    texts: ['about'],
    longFooter: true,
    topBar: 1,
    footer: { group: 'company', position: 1 },
  }),
  pricing: publicPage({
    path: '/pricing',
    meta: 'public.pricing',
    texts: ['pricing'],
    topBar: 2,
    footer: { group: 'services', position: 3 },
  }),
  contact: publicPage({
    path: '/contact',
    meta: 'public.contact',
    texts: ['contact', 'contact-details'],
    longFooter: true,
    topBar: 3,
    footer: { group: 'company', position: 2 },
  }),
  getStarted: publicPage({
    /** "get-" plus the product's name in lower case. */
    path: `/get-${brand.productSlug}`,
    meta: 'public.getStarted',
    texts: ['get-started'],
    topBar: 4,
    footer: { group: 'services', position: 2 },
  }),
  terms: publicPage({
    path: '/terms',
    meta: 'policies.terms',
    texts: ['policies'],
    footer: { group: 'company', position: 3 },
  }),
  dataPolicy: publicPage({
    path: '/data-policy',
    meta: 'policies.dataPolicy',
    texts: ['policies'],
    footer: { group: 'company', position: 4 },
  }),
  cookiePolicy: publicPage({
    path: '/cookie-policy',
    meta: 'policies.cookiePolicy',
    texts: ['policies'],
    footer: { group: 'company', position: 5 },
  }),
  login: publicPage({
    path: '/login',
    meta: 'account.login',
    texts: ['account'],
    indexed: false,
    guard: 'signed-out',
    hydrate: 'app',
  }),
  signup: publicPage({
    path: '/signup',
    meta: 'account.signup',
    texts: ['account'],
    indexed: false,
    guard: 'signed-out',
    hydrate: 'app',
  }),
  notFound: publicPage({
    path: '/not-found',
    meta: 'public.notFound',
    texts: ['not-found'],
    indexed: false,
  }),
  notFoundCover: publicPage({
    path: '/not-found-cover',
    meta: 'public.notFound',
    texts: ['not-found'],
    indexed: false,
    // A full-bleed split layout: outside the public frame.
    frame: 'bare',
  }),
  onboarding: {
    path: '/signup/onboarding',
    meta: 'account.onboarding',
    // Shown right after a Google sign-up, never prerendered.
    prerender: false,
    indexed: false,
    guard: 'signed-out',
    frame: 'public',
    texts: ['account'],
  },
} satisfies Record<string, Omit<PageEntry, 'name'>>;

/** Every page outside the user area (the public site and the sign-in pages), in the registry's order. */
export const sitePages: readonly PageEntry[] = Object.entries(pages).map(([name, page]) => ({
  name,
  ...page,
}));

/** Every path outside the user area by name: `paths.pricing` (the user area's: user-area-pages.ts). */
export const paths = Object.fromEntries(Object.entries(pages).map(([name, { path }]) => [name, path])) as {
  readonly [Name in keyof typeof pages]: string;
};
