export { prerenderedRoutes } from './public-routes';

/** `/pricing` in Korean is `/ko/pricing`; the home page is `/ko`. */
export function twinPath(path: string, language: 'en' | 'ko'): string {
  if (language === 'en') return path;
  return path === '/' ? '/ko' : `/ko${path}`;
}
