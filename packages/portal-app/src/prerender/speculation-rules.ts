/*
 * The prerendered pages' Speculation Rules (docs/decisions.md, "Public pages hydrate only their
 * islands"): a link to a prerendered page is prerendered once the visitor shows intent (moderate
 * eagerness: a pointer resting on it, or pressing it), so the document navigation that follows
 * is instant. page-init.js reads the same list to prefetch with `<link rel="prefetch">` in
 * browsers without the API.
 *
 * One text for every page, from the registry alone: the CSP allows exactly this inline script by
 * its hash (build/inline-script-hashes.ts), since Chromium ignores 'inline-speculation-rules'
 * in a policy that lists hashes.
 */
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { localizedPath } from '../i18n/localized-path';
import { prerenderedPaths } from './site-pages';

/** The JSON inside `<script type="speculationrules">`. */
export function speculationRulesJson(): string {
  const paths = SUPPORTED_LANGUAGES.flatMap((language) =>
    prerenderedPaths.map((pagePath) => localizedPath(pagePath, language)),
  );
  const rules = {
    prerender: [{ where: { or: paths.map((href) => ({ href_matches: href })) }, eagerness: 'moderate' }],
  };
  return JSON.stringify(rules);
}
