import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { chunkModulesPlugin } from './build/chunk-modules-plugin.ts';
import { envPlugin } from './build/env-plugin.ts';
import { headPlugin } from './build/head-plugin.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { refuseDevSettingsPlugin } from './build/refuse-dev-settings-plugin.ts';

/** Workspace packages consumed from source, in the browser and in the prerender bundle. */
const SOURCE_PACKAGES = ['@ccnets/design-system', '@remoterl/product'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    envPlugin(),
    refuseDevSettingsPlugin(),
    headPlugin(),
    chunkModulesPlugin(),
    prerenderPlugin(),
  ],
  resolve: {
    // The design system is consumed from its source modules, in development and in builds.
    // Its published `dist` is one bundled file, and a bundler cannot split one module across
    // chunks: the home page's Button would then pull every form, dialog and user-area block
    // (and react-hook-form) into the first load. Per-module source keeps each page's design
    // system code in that page's chunk. The package's own `check:package` still verifies the
    // published `dist` for outside consumers.
    conditions: ['source', ...defaultClientConditions],
  },
  ssr: {
    // The prerender bundle (build/prerender-plugin.ts) renders the same source modules.
    noExternal: SOURCE_PACKAGES,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    // build/check-budget.mjs reads the manifest to name the modules in each loaded chunk.
    manifest: true,
    // Small font subsets would otherwise be inlined as data: URLs, which the production CSP
    // (font-src 'self', firebase.json) refuses.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  server: { host: '127.0.0.1', port: 15173, strictPort: true },
  preview: { host: '127.0.0.1', port: 14173, strictPort: true },
});
