import { publicPaths, userPaths } from '../routes/paths';
import { unprefixedPath } from './localized-path';

/** Pages that show more than the public texts (locales/<language>/<area>.json). */
const EXTRA_AREAS: Record<string, readonly string[]> = {
  [publicPaths.terms]: ['policies'],
  [publicPaths.dataPolicy]: ['policies'],
  [publicPaths.cookiePolicy]: ['policies'],
  [userPaths.login]: ['account'],
  [userPaths.signup]: ['account'],
  [userPaths.onboarding]: ['account'],
};

/** The locale areas a public page (`/pricing`, `/ko/terms`) needs besides the bundled common texts. */
export function textAreasFor(pathname: string): readonly string[] {
  return ['public', ...(EXTRA_AREAS[unprefixedPath(pathname)] ?? [])];
}
