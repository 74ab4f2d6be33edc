import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// GraphiQL bundled with the gateway so /graphql works with no network (no CDN).
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/playground'),
  base: '/graphql/playground/',
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: resolve(import.meta.dirname, 'dist/playground'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
  },
  logLevel: 'error',
});
