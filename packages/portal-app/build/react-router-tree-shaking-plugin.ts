import MagicString from 'magic-string';
import path from 'node:path';
import type { Plugin } from 'vite';
import { moduleFile } from './module-paths.ts';
import { REACT_ROUTER_PRODUCTION_DIR } from './react-router-production.ts';
import { thirdPartyTransformPlugin } from './third-party-transform.ts';

/**
 * React Router's production build declares each component and context at its top level as
 * `var Form = React10.forwardRef(…)`, then writes `Form.displayName = "Form"`. A bundler must keep
 * both: it cannot know the call is pure, and a property write is a side effect. So every page
 * carried `Form`, `NavLink`, the fetcher form and their helpers, which no page uses (3.8–3.9 KB gzip on /, /pricing and /ko: build/README.md).
 *
 * This transform marks those top-level calls `@__PURE__` and drops the top-level name writes, in
 * React Router's production files only, so what nothing uses is left out. The same fix is proposed
 * upstream (remix-run/react-router#15299); once a release tree-shakes on its own, the patterns find
 * nothing, the build fails, and this plugin can go. The cost: React DevTools shows the router's components by their
 * function names in production builds. The dev server uses the development build, untouched.
 */

/** A top-level component or context: `var Name = React3.forwardRef(`, `memo(` or `createContext(`. */
const TOP_LEVEL_CALL = /^(?:var|let|const) [\w$]+ = (?=React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** A top-level display name: `Name.displayName = "Name";` on a line of its own. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/** Whether `id` is a module of React Router's production build. */
export function isReactRouterProductionModule(id: string): boolean {
  const file = moduleFile(id);
  return path.dirname(file) === REACT_ROUTER_PRODUCTION_DIR && file.endsWith('.mjs');
}

/** The edits above on one module's code, with its source map; `null` when there is nothing to change. */
export function treeShakeReactRouter(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const edited = new MagicString(code);
  for (const match of code.matchAll(TOP_LEVEL_CALL))
    edited.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
  for (const match of code.matchAll(TOP_LEVEL_DISPLAY_NAME))
    edited.remove(match.index, match.index + match[0].length);
  if (!edited.hasChanged()) return null;
  return { code: edited.toString(), map: edited.generateMap({ source: id, hires: true }) };
}

/**
 * Applies treeShakeReactRouter to React Router's production modules, in builds only; a browser
 * build in which it edits nothing fails (build/third-party-transform.ts).
 */
export function reactRouterTreeShakingPlugin(): Plugin {
  return thirdPartyTransformPlugin({
    name: 'remoterl-react-router-tree-shaking',
    library: "React Router's production build",
    appliesTo: isReactRouterProductionModule,
    edit: treeShakeReactRouter,
  });
}
