import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { chunkModulesPlugin } from './build/chunk-modules-plugin.ts';
import { headPlugin } from './build/head-plugin.ts';

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), headPlugin(), chunkModulesPlugin()],
  resolve: {
    // Builds use the design system's published `dist`, as any adopter does: one ES module per
    // source module, so each route's chunk still carries only the components it uses. The dev
    // server reads its source modules instead, so editing a component needs no rebuild.
    conditions: command === 'serve' ? ['source', ...defaultClientConditions] : [...defaultClientConditions],
  },
  build: {
    // build/check-budget.mjs reads the manifest to measure the home route's initial JavaScript.
    manifest: true,
  },
  server: { host: '127.0.0.1', port: 15173, strictPort: true },
  preview: { host: '127.0.0.1', port: 14173, strictPort: true },
}));
