/** Every public route (docs/product.md#routes) with the keys of its main heading and its document title. */
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

export const publicRoutes: PublicRouteCase[] = [
  {
    path: '/',
    heading: 'public.home.hero.title',
    meta: 'public.home',
    distinctive: 'public.home.whyProduct.title',
  },
  {
    path: '/about',
    heading: 'public.about.hero.title',
    meta: 'public.about',
    distinctive: 'public.about.company.join.title',
  },
  {
    path: '/contact',
    heading: 'public.contact.hero.title',
    meta: 'public.contact',
    // Not the reply promise's title: its markup keeps "1-2" on one line, so the HTML splits it.
    distinctive: 'public.contact.company.eyebrow',
  },
  {
    path: '/pricing',
    heading: 'public.pricing.hero.title',
    meta: 'public.pricing',
    distinctive: 'public.pricing.deduction.title',
  },
  {
    path: '/get-remoterl',
    heading: 'public.getStarted.hero.title',
    meta: 'public.getStarted',
    distinctive: 'public.getStarted.quickStart.title',
  },
  {
    path: '/terms',
    heading: 'policies.terms.title',
    meta: 'policies.terms',
    distinctive: 'policies.lastModifiedDate',
  },
  {
    path: '/data-policy',
    heading: 'policies.dataPolicy.title',
    meta: 'policies.dataPolicy',
    distinctive: 'policies.lastModifiedDate',
  },
  {
    path: '/cookie-policy',
    heading: 'policies.cookiePolicy.title',
    meta: 'policies.cookiePolicy',
    distinctive: 'policies.lastModifiedDate',
  },
  {
    path: '/not-found',
    heading: 'public.notFound.title',
    meta: 'public.notFound',
    distinctive: 'public.notFound.backHome',
  },
  {
    path: '/not-found-cover',
    heading: 'public.notFound.title',
    meta: 'public.notFound',
    distinctive: 'public.notFound.backHome',
    withoutTopBar: true,
  },
];
