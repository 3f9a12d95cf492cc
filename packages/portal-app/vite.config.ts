import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // In development the design system is used from source (instant edits); a build uses
    // its published `dist`, so the app is always checked against what consumers get.
    conditions: command === 'serve' ? ['source', ...defaultClientConditions] : [...defaultClientConditions],
  },
  server: { host: '127.0.0.1', port: 15173, strictPort: true },
  preview: { host: '127.0.0.1', port: 14173, strictPort: true },
}));
