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
/**
 * Since public pages hydrate only their islands (docs/decisions.md), they load React and the
 * class helpers but not the router or the texts: those two sets are two chunks, `react-*.js`
 * (every page) and `framework-*.js` (the client-rendered app and the pages it hydrates).
 */
const REACT_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'clsx',
  'class-variance-authority',
  'tailwind-merge',
  '@radix-ui/react-slot',
  '@radix-ui/react-compose-refs',
];
const APP_FRAMEWORK_PACKAGES = ['react-router', 'react-router-dom', 'i18next', 'react-i18next'];

/** A module of one of `packages`, in the npm and the pnpm layout (`…/node_modules/<name>/…`). */
const moduleOf = (packages: readonly string[]) =>
  new RegExp(`${SEPARATOR}node_modules${SEPARATOR}(${packages.map(pathPattern).join('|')})${SEPARATOR}`);

export const REACT_MODULE = moduleOf(REACT_PACKAGES);
export const FRAMEWORK_MODULE = moduleOf([...REACT_PACKAGES, ...APP_FRAMEWORK_PACKAGES]);

/** Rolldown's code-splitting group that gathers React and the class helpers into `react-*.js`. */
export const reactGroup = { name: 'react', test: REACT_MODULE };
/** The group that gathers the router and the texts into `framework-*.js` (after `reactGroup`). */
export const frameworkGroup = { name: 'framework', test: moduleOf(APP_FRAMEWORK_PACKAGES) };
