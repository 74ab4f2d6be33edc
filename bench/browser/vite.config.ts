import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The benchmark page, built like the web app (production build) and served by bench/browser.ts.
export default defineConfig({
  root: import.meta.dirname,
  base: '/bench/',
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 3000,
  },
  logLevel: 'error',
});
