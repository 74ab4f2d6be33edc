import { sep } from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isApiPath } from './api-paths';

/** Vite names every file under `assets/` by its content's hash: a changed file is a new URL. */
const HASHED = `${sep}assets${sep}`;
const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * The built web app, as a rural link wants it: each file in the brotli or gzip copy the build
 * wrote beside it (`web/vite.config.ts`), chosen by the browser's Accept-Encoding; hashed
 * assets kept for a year without asking again; everything else, `index.html` first, asked
 * again on each visit and answered 304 with nothing to download when unchanged (ETag).
 */
export function webAppFiles(webDist: string): Router {
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      // Each copy has its own ETag (serve-static's, from its size and time), so a cache never
      // answers a brotli ETag with a gzip body.
      setHeaders: (response, path) => {
        response.setHeader('Cache-Control', path.includes(HASHED) ? A_YEAR : 'no-cache');
      },
    },
  });
  const router = express.Router();
  router.use(files);
  // A hashed asset that is not there (a page from an older build asking for its chunks) is a
  // 404, not the app's page in its place.
  router.use('/assets', (_request, response) => {
    response.status(404).type('text/plain').send('Not found');
  });
  // Every other path is one of the app's routes (its page), unless an API client is asking:
  // that is the gateway's JSON 404 (notFoundPage, after this router).
  router.get('/{*path}', (request, response, next) => {
    if (isApiPath(request.path)) {
      next();
      return;
    }
    request.url = '/index.html';
    files(request, response, next);
  });
  return router;
}
