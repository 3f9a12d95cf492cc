import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { chunkModulesPlugin } from './build/chunk-modules-plugin.ts';
import { headPlugin } from './build/head-plugin.ts';
import { refuseDevSettingsPlugin } from './build/refuse-dev-settings-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), headPlugin(), chunkModulesPlugin(), refuseDevSettingsPlugin()],
  resolve: {
    // The design system is consumed from its source modules, in development and in builds.
    // Its published `dist` is one bundled file, and a bundler cannot split one module across
    // chunks: the home page's Button would then pull every form, dialog and user-area block
    // (and react-hook-form) into the first load. Per-module source keeps each page's design
    // system code in that page's chunk. The package's own `check:package` still verifies the
    // published `dist` for outside consumers.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    // build/check-budget.mjs reads the manifest to measure the home route's initial JavaScript.
    manifest: true,
  },
  server: { host: '127.0.0.1', port: 15173, strictPort: true },
  preview: { host: '127.0.0.1', port: 14173, strictPort: true },
});
