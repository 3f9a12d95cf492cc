import { pathPattern, SEPARATOR } from './module-paths.ts';

/**
 * The packages every page starts with: React, React Router, i18next and the design system's
 * class helpers. Left to itself, Rolldown gives each of them a chunk of its own, because the
 * entry and the lazily loaded pages both import them; a page then starts with ~10 small files
 * that the entry imports side by side. One chunk holding all of them arrives in the same round
 * trip (the entry imports it statically, as it imported each of them) and compresses as one
 * body: 2.0–2.1 KB gzip less on /, /pricing and /ko, and four requests fewer (build/README.md).
 *
 * Only packages that every page loads belong here: anything listed is downloaded by every
 * visitor, whether or not the page needs it.
 */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'clsx',
  'class-variance-authority',
  'tailwind-merge',
  '@radix-ui/react-slot',
  '@radix-ui/react-compose-refs',
];

const names = FRAMEWORK_PACKAGES.map(pathPattern);
/** A module of one of those packages, in the npm and the pnpm layout (`…/node_modules/<name>/…`). */
export const FRAMEWORK_MODULE = new RegExp(
  `${SEPARATOR}node_modules${SEPARATOR}(${names.join('|')})${SEPARATOR}`,
);

/** Rolldown's code-splitting group that gathers those packages into `framework-*.js`. */
export const frameworkGroup = { name: 'framework', test: FRAMEWORK_MODULE };
