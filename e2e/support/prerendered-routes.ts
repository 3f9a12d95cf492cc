import { publicRoutes, type PublicRouteCase } from './public-routes';

/** Every page the build prerenders: the public routes plus the two sign-in pages. */
export const prerenderedRoutes: PublicRouteCase[] = [
  ...publicRoutes,
  {
    path: '/login',
    heading: 'account.login.title',
    meta: 'account.login',
    distinctive: 'account.login.subtitle',
  },
  {
    path: '/signup',
    heading: 'account.signup.title',
    meta: 'account.signup',
    distinctive: 'account.signup.subtitle',
  },
];

/** `/pricing` in Korean is `/ko/pricing`; the home page is `/ko`. */
export function twinPath(path: string, language: 'en' | 'ko'): string {
  if (language === 'en') return path;
  return path === '/' ? '/ko' : `/ko${path}`;
}
