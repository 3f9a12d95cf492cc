import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#14102),
 * so a production bundle would carry its dev warnings and checks. Builds point at the production
 * build it ships beside it; the dev server keeps the warnings.
 */
const requireFromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));

/** The folder of React Router's production build, as the portal's copy of react-router-dom resolves it. */
export const REACT_ROUTER_PRODUCTION_DIR = path.join(
  path.dirname(requireFromRouterDom.resolve('react-router/package.json')),
  'dist/production',
);

/** Vite aliases that send `react-router` and `react-router/dom` to that build. */
export const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: path.join(REACT_ROUTER_PRODUCTION_DIR, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(REACT_ROUTER_PRODUCTION_DIR, 'dom-export.mjs') },
];
