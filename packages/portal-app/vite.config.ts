import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { chunkModulesPlugin } from './build/chunk-modules-plugin.ts';
import { designSystemFontsPlugin } from './build/design-system-fonts-plugin.ts';
import { envPlugin } from './build/env-plugin.ts';
import { frameworkGroup, reactGroup } from './build/framework-chunk.ts';
import { headPlugin } from './build/head-plugin.ts';
import { loadedPreloadsPlugin } from './build/loaded-preloads-plugin.ts';
import { classicScriptsPlugin } from './build/classic-scripts-plugin.ts';
import { offlineGooglePlugin } from './build/offline-google-plugin.ts';
import { pageLinkLabelsPlugin } from './build/page-link-labels-plugin.ts';
import { pagePartsGroup } from './build/page-parts-chunk.ts';
import { portalFontsPlugin } from './build/portal-fonts-plugin.ts';
import { ISLANDS_ENTRY, prerenderPlugin } from './build/prerender-plugin.ts';
import { reactRouterProductionAliases } from './build/react-router-production.ts';
import { refuseDevSettingsPlugin } from './build/refuse-dev-settings-plugin.ts';
import { tailwindMergeTrimPlugin } from './build/tailwind-merge-trim-plugin.ts';

/** The design system's entries the portal imports, pre-bundled under the dev server. */
const DESIGN_SYSTEM_ENTRIES = [
  '@ccnets/design-system',
  '@ccnets/design-system/forms',
  '@ccnets/design-system/cn',
];

/** Workspace packages bundled into the prerender bundle rather than loaded from node_modules at build time. */
const SOURCE_PACKAGES = ['@ccnets/design-system', '@remoterl/portal-ui', '@remoterl/product'];

export default defineConfig(({ command }) => {
  const designSystemFonts = designSystemFontsPlugin();
  const portalFonts = portalFontsPlugin();
  return {
    plugins: [
      react(),
      tailwindcss(),
      envPlugin(),
      pageLinkLabelsPlugin(),
      refuseDevSettingsPlugin(),
      offlineGooglePlugin(),
      headPlugin(),
      chunkModulesPlugin(),
      loadedPreloadsPlugin(),
      classicScriptsPlugin(),
      tailwindMergeTrimPlugin(),
      designSystemFonts,
      portalFonts,
      // The design system's faces are named before the portal's: the later declaration draws.
      prerenderPlugin({
        pageHeadEnd: async (language, html) =>
          designSystemFonts.pageHeadTag() + (await portalFonts.pageHeadEnd(language, html)),
        shellHeadEnd: () => designSystemFonts.shellHeadTag() + portalFonts.shellHeadEnd(),
      }),
    ],
    resolve: {
      alias: command === 'build' ? reactRouterProductionAliases : [],
      // Builds use the design system's published `dist`, as any adopter does: one ES module per
      // source module, so each route's chunk still carries only the components it uses. The dev
      // server reads its source modules instead, so editing a component needs no rebuild.
      conditions: command === 'serve' ? ['source', ...defaultClientConditions] : [...defaultClientConditions],
    },
    ssr: {
      // The prerender bundle (build/prerender-plugin.ts) renders the same modules the browser
      // gets: the design system's `dist` in builds, its source under the dev server.
      noExternal: SOURCE_PACKAGES,
      resolve: {
        conditions:
          command === 'serve' ? ['source', ...defaultServerConditions] : [...defaultServerConditions],
      },
    },
    build: {
      // build/check-budget.mjs reads the manifest to name the modules in each loaded chunk.
      manifest: true,
      rolldownOptions: {
        // The app (index.html) and the entry of a public page that hydrates only its islands.
        input: { index: 'index.html', 'index-islands': ISLANDS_ENTRY },
        output: { codeSplitting: { groups: [reactGroup, frameworkGroup, pagePartsGroup] } },
      },
      // The polyfill only fetches modulepreload hints early in browsers that ignore them (Safari
      // before 17), which still load every module when it is imported. Not worth ~0.2 KB gzip on
      // every page's first load (prerendered pages carry no such hints anyway).
      modulePreload: { polyfill: false },
      // Small font subsets would otherwise be inlined as data: URLs, which the production CSP
      // (font-src 'self', firebase.json) refuses.
      assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    },
    // Under the dev server the design system would arrive as ~250 source modules, one request
    // each, before the first paint. Pre-bundled, as node_modules dependencies are, it is one
    // request per entry. Set PORTAL_DEV_LIVE_DESIGN_SYSTEM=1 while editing the design system:
    // its source modules are then served one by one again, with hot reload.
    optimizeDeps: {
      include: process.env.PORTAL_DEV_LIVE_DESIGN_SYSTEM === '1' ? [] : DESIGN_SYSTEM_ENTRIES,
    },
    server: {
      host: '127.0.0.1',
      port: 15173,
      strictPort: true,
      // Transformed while the server starts, so the first load of the user area waits for none.
      warmup: {
        clientFiles: [
          './src/main.tsx',
          './src/pages/user/**/*.tsx',
          './src/routes/require-user.tsx',
          // What the router loads on the first navigation into the user area (routes/router.tsx).
          './src/routes/user-area-page-modules.ts',
        ],
      },
    },
    preview: { host: '127.0.0.1', port: 14173, strictPort: true },
  };
});
