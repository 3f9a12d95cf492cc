import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION_DIR, reactRouterProductionAliases } from './react-router-production.ts';
import {
  isReactRouterProductionModule,
  reactRouterTreeShakingPlugin,
  treeShakeReactRouter,
} from './react-router-tree-shaking-plugin.ts';

/** Code that only NavLink (`aria-current`) and the forms (`multipart/form-data`) carry. */
const NAV_LINK_CODE = 'aria-current';
const FORM_CODE = 'multipart/form-data';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'react-router-tree-shaking-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Bundles `source` as the portal's build does (production aliases, minified), with or without the plugin. */
async function bundle(source: string, plugins: Plugin[]): Promise<string> {
  const entry = path.join(folder, `entry-${plugins.length}-${source.length}.js`);
  await writeFile(entry, source);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: path.dirname(REACT_ROUTER_PRODUCTION_DIR),
    plugins,
    resolve: { alias: reactRouterProductionAliases },
    build: {
      write: false,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
    },
  })) as Rolldown.RolldownOutput[];
  return output
    .flatMap(({ output: files }) => files)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe('React Router in a production bundle', () => {
  const usesLinkOnly = "export { Link, useNavigate } from 'react-router';";

  it('carries NavLink and the forms without the plugin, which shows the markers are real', async () => {
    const code = await bundle(usesLinkOnly, []);
    expect(code).toContain(NAV_LINK_CODE);
    expect(code).toContain(FORM_CODE);
  }, 60_000);

  it('leaves NavLink and the forms out with the plugin when nothing uses them', async () => {
    const code = await bundle(usesLinkOnly, [reactRouterTreeShakingPlugin()]);
    expect(code).not.toContain(NAV_LINK_CODE);
    expect(code).not.toContain(FORM_CODE);
  }, 60_000);

  it('fails the build when it finds nothing to edit, as after React Router changed shape', async () => {
    await expect(bundle('export const unrelated = 1;', [reactRouterTreeShakingPlugin()])).rejects.toThrow(
      /changed none of React Router's production build's modules/,
    );
  }, 60_000);

  it('keeps NavLink for a module that uses it', async () => {
    const code = await bundle("export { NavLink } from 'react-router';", [reactRouterTreeShakingPlugin()]);
    expect(code).toContain(NAV_LINK_CODE);
  }, 60_000);
});

describe("the installed production build, after the plugin's edits", () => {
  it('has no unmarked top-level component or context and no top-level name write left', async () => {
    const files = (await readdir(REACT_ROUTER_PRODUCTION_DIR)).filter((file) => file.endsWith('.mjs'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const id = path.join(REACT_ROUTER_PRODUCTION_DIR, file);
      const original = await readFile(id, 'utf8');
      const code = treeShakeReactRouter(original, id)?.code ?? original;
      expect(code, file).not.toMatch(
        /^(var|let|const) [\w$]+ = React\d*\.(forwardRef|memo|createContext)\(/m,
      );
      expect(code, file).not.toMatch(/^[\w$]+\.displayName = /m);
    }
  });
});

describe('treeShakeReactRouter', () => {
  it('marks top-level components and contexts pure and drops their name writes', () => {
    const code = [
      'var Link = React10.forwardRef(function Link2() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Memo = React3.memo(Inner);',
      '',
    ].join('\n');
    expect(treeShakeReactRouter(code, 'chunk.mjs')?.code).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'var Memo = /* @__PURE__ */ React3.memo(Inner);',
        '',
      ].join('\n'),
    );
  });

  it('leaves names set inside functions, and other top-level code, alone', () => {
    const code = [
      'function useFetcher() {',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '}',
      'var other = compute();',
      '',
    ].join('\n');
    expect(treeShakeReactRouter(code, 'chunk.mjs')).toBeNull();
  });

  it("maps the edited code back to React Router's own", () => {
    const result = treeShakeReactRouter(
      'var A = React.createContext(null);\nA.displayName = "A";\n',
      'a.mjs',
    );
    expect(result?.map.sources).toEqual(['a.mjs']);
    expect(result?.map.mappings).not.toBe('');
  });
});

describe('isReactRouterProductionModule', () => {
  it("matches React Router's production modules only", () => {
    expect(isReactRouterProductionModule(path.join(REACT_ROUTER_PRODUCTION_DIR, 'index.mjs'))).toBe(true);
    expect(isReactRouterProductionModule(path.join(REACT_ROUTER_PRODUCTION_DIR, 'index.mjs?v=1'))).toBe(true);
    expect(isReactRouterProductionModule(path.join(REACT_ROUTER_PRODUCTION_DIR, 'index.js'))).toBe(false);
    const development = path.join(path.dirname(REACT_ROUTER_PRODUCTION_DIR), 'development', 'index.mjs');
    expect(isReactRouterProductionModule(development)).toBe(false);
  });
});
