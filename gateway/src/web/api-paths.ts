// Which unknown paths on the public address are an API client's, not a browser's. Every path the
// app's router does not know used to get the app's page (200, HTML), so a client that asked for
// /openapi.json or /api/farms/ read a web page as its answer. Those now get the gateway's JSON
// 404; a browser on one of the app's routes (or a mistyped one) still gets the app, which shows
// its own "page does not exist".

/** First segments no route of the web app starts with: the api's, and what API clients guess. */
const API_ONLY = new Set([
  'api',
  'partners',
  'farms',
  'events',
  'reference',
  'subscription',
  'staff',
  'tutorials',
  'dev',
  'oauth',
  'graphql',
  'downloads',
  'tiles',
  'webhooks',
  'v1',
  'v2',
  '.well-known',
]);

/**
 * First segments the app and the api share: the app's route is the bare segment (`/reports`,
 * `/audit`), the api's end in a slash or go deeper (`/reports/`, `/reports/12/`). The app's
 * activation link is the exception.
 */
const SHARED = new Set(['auth', 'reports', 'herbicides', 'audit']);
const APP_UNDER_SHARED = /^\/auth\/users\/activate\//;

/** A file name: an extension at the end of the last segment (a static file that is not there). */
const FILE_NAME = /\.[A-Za-z0-9]{1,8}$/;

export function isApiPath(path: string): boolean {
  const segments = path.split('/').filter((segment) => segment !== '');
  const first = segments[0] ?? '';
  if (API_ONLY.has(first)) return true;
  if (SHARED.has(first) && (segments.length > 1 || path.endsWith('/')) && !APP_UNDER_SHARED.test(path))
    return true;
  return FILE_NAME.test(segments.at(-1) ?? '');
}
