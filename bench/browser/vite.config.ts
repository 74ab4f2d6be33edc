import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The benchmark page, built like the web app (production build) and served, as the web app is,
// by a gateway's static files (bench/browser.ts).
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 3000,
  },
  logLevel: 'error',
});
