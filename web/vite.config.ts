import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    react(),
    // Each `graphql(...)` becomes an import of that one document from codegen's output, so a
    // route's chunk carries only its own operations (not all ~90, through gql.ts's map of every
    // document) and the sign-in page only the sign-in's. Build only: tests and the dev server
    // use the map, which gives the same documents.
    {
      ...(await babel({
        plugins: [
          [
            babelOptimizerPlugin,
            {
              artifactDirectory: resolve(import.meta.dirname, 'src/graphql/generated'),
              gqlTagName: 'graphql',
            },
          ],
        ],
        parserOpts: { plugins: ['typescript', 'jsx'] },
        include: [/[/\\]src[/\\].*\.tsx?$/],
        exclude: [/[/\\]node_modules[/\\]/, /[/\\]graphql[/\\]generated[/\\]/],
      })),
      apply: 'build',
    },
    // A second visit from cache, and a page at all when offline (issue 38): a Workbox service
    // worker keeps what every screen runs (precached), the chunks and map data a visit used, and
    // the app's page. Never `skipWaiting`: a worker update never swaps files under a running page.
    // Every load asks the network for the page first, so a new release takes over on the next load
    // (the page names its own hashed files); offline, the page last seen stands in.
    VitePWA({
      registerType: 'prompt',
      // Registered by the app (offline/serviceWorker.ts), which also hands the worker what the
      // first visit loaded before the worker ran.
      injectRegister: false,
      manifest: false,
      workbox: {
        // The app shell only: the sign-in page's own files, plus the framework. Lazy screens and
        // GraphiQL are kept once used (below), so a first visit on a rural link downloads nothing
        // it did not ask for.
        globPatterns: [
          'index.html',
          'assets/{index,framework,rolldown-runtime,generated}-*.{js,css}',
          'favicon.svg',
        ],
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: null,
        skipWaiting: false,
        // Takes a page that has no worker yet (the first visit); a page of an older worker keeps
        // it, since a new worker waits until no page of the old one is open.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Every route of the app is the same page: one copy, whichever route it was read at.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !/^\/(graphql|downloads|oauth|\.well-known)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'app-page',
              cacheableResponse: { statuses: [200] },
              plugins: [{ cacheKeyWillBeUsed: async () => '/index.html' }],
              // Offline before any page was kept through the worker: the precached one.
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
          {
            // Hashed: a changed file is a new name, so a kept copy is never stale.
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'app-assets',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, purgeOnQuotaError: true },
            },
          },
          {
            // The offline basemap's lines and names, the place search, logos: shown from the copy
            // kept at once, and checked with the gateway behind it (a 304 when unchanged).
            urlPattern: ({ url }) => /^\/(basemap|gazetteer|styles|logos)\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'map-data', cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
    // Each file also as .br and .gz, squeezed hard once here, so the gateway sends the smallest
    // copy a browser accepts without compressing on every request (gateway/src/web/app-files.ts).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: false },
      '/tiles': { target: 'http://127.0.0.1:4000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // What every screen runs (React, the router, Apollo, Mantine's core) in one chunk: the sign-in
    // page then asks for 6 files instead of 18 (on HTTP/1.1 six at a time, each wave a round
    // trip; on Slow 4G, cold: sign-in 2.1 s either way, farms listed 2.0 s against 2.5 s, 22 KB
    // more), and an app release leaves it cached when the dependencies did not change.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: new RegExp(
                `node_modules[\\\\/](${[
                  ...['react', 'react-dom', 'scheduler', 'react-router', '@apollo', 'graphql', 'rxjs'],
                  ...['optimism', '@wry', '@mantine[\\\\/](?:core|hooks)', '@floating-ui', 'tslib', 'clsx'],
                  ...['react-remove-scroll', 'react-remove-scroll-bar', 'react-style-singleton'],
                  ...['use-callback-ref', 'use-sidecar', 'get-nonce', 'react-transition-group'],
                  ...['react-textarea-autosize', 'type-fest'],
                ].join('|')})[\\\\/]`,
              ),
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Above the 5 s a `findBy…` may wait (test-setup.ts), so a slow machine fails on the condition.
    testTimeout: 20_000,
  },
});
