import { sitePages, type PageEntry } from '../../packages/portal-app/src/config/page-registry';

/** A prerendered page (docs/product.md#routes) with the keys of its main heading and its document title. */
export interface PublicRouteCase {
  path: string;
  /** Key of the page's h1. */
  heading: string;
  /** Key prefix of the page's meta texts (`<prefix>.meta.title`). */
  meta: string;
  /** A key of some other text only this page shows. */
  distinctive: string;
  /** The cover page has no top bar; its language is chosen on another page first. */
  withoutTopBar?: boolean;
}

/**
 * What the tests look for on each prerendered page, by its registry entry's name. The pages
 * themselves (paths, titles, frames) come from the page registry, so a page added there is
 * tested here once it says what it shows.
 */
const shown: Readonly<Record<string, Pick<PublicRouteCase, 'heading' | 'distinctive'>>> = {
  home: { heading: 'public.home.hero.title', distinctive: 'public.home.whyProduct.title' },
  about: { heading: 'public.about.hero.title', distinctive: 'public.about.company.join.title' },
  pricing: { heading: 'public.pricing.hero.title', distinctive: 'public.pricing.deduction.title' },
  contact: {
    heading: 'public.contact.hero.title',
    // Not the reply promise's title: its markup keeps "1-2" on one line, so the HTML splits it.
    distinctive: 'public.contact.company.eyebrow',
  },
  getStarted: {
    heading: 'public.getStarted.hero.title',
    distinctive: 'public.getStarted.quickStart.title',
  },
  terms: { heading: 'policies.terms.title', distinctive: 'policies.lastModifiedDate' },
  dataPolicy: { heading: 'policies.dataPolicy.title', distinctive: 'policies.lastModifiedDate' },
  cookiePolicy: { heading: 'policies.cookiePolicy.title', distinctive: 'policies.lastModifiedDate' },
  login: { heading: 'account.login.title', distinctive: 'account.login.subtitle' },
  signup: { heading: 'account.signup.title', distinctive: 'account.signup.subtitle' },
  notFound: { heading: 'public.notFound.title', distinctive: 'public.notFound.backHome' },
  notFoundCover: { heading: 'public.notFound.title', distinctive: 'public.notFound.backHome' },
};

function routeCase(page: PageEntry): PublicRouteCase {
  const texts = shown[page.name];
  if (!texts)
    throw new Error(
      `e2e/support/public-routes.ts: say which heading and text the page "${page.name}" shows.`,
    );
  return {
    path: page.path,
    meta: page.meta,
    ...texts,
    ...(page.frame === 'bare' && { withoutTopBar: true }),
  };
}

/** Every page the build prerenders, in English and in Korean: the registry's prerendered entries. */
export const prerenderedRoutes: readonly PublicRouteCase[] = sitePages
  .filter((page) => page.prerender)
  .map(routeCase);

/** The public routes: the prerendered pages but the sign-in ones. */
export const publicRoutes: readonly PublicRouteCase[] = sitePages
  .filter((page) => page.prerender && page.guard === undefined)
  .map(routeCase);
