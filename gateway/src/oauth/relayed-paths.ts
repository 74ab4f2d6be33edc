// The authorization server's own endpoints (oidc-provider's routes, as configured in
// api/src/modules/partners/provider.ts), the only paths the gateway relays to the api. A path is
// compared as it came, before any decoding: a percent sign, a backslash, a dot segment or a
// doubled slash never matches, so nothing that a URL parser would rewrite (`%2e%2e`, `%2f`,
// `%5c`, `%252e`) reaches the api, and an absolute-form target (`GET http://host/oauth/...`)
// names no host of its own.
const endpoints = [
  '/.well-known/openid-configuration',
  '/.well-known/oauth-authorization-server',
  '/auth',
  '/token',
  '/token/revocation',
  '/token/introspection',
  '/jwks',
];

/** oidc-provider's interaction ids (nanoid): the resume step is /oauth/auth/{uid}. */
const resume = /^\/auth\/[A-Za-z0-9_-]{1,64}$/;

/** A query string of URL-safe bytes only (its values stay percent-encoded, as sent). */
const query = /^[A-Za-z0-9._~!$&'()*+,;=:@/?%-]*$/;

/**
 * The path and query to ask the api for, or null when the request is not for one of the
 * authorization server's endpoints. `originalUrl` is the request target as it came.
 */
export function relayedPath(originalUrl: string): string | null {
  const mark = originalUrl.indexOf('?');
  const path = mark === -1 ? originalUrl : originalUrl.slice(0, mark);
  const search = mark === -1 ? '' : originalUrl.slice(mark);
  if (!path.startsWith('/oauth/')) return null;
  const endpoint = path.slice('/oauth'.length);
  if (!endpoints.includes(endpoint) && !resume.test(endpoint)) return null;
  if (!query.test(search.slice(1))) return null;
  // Belt and braces: the path the api will be asked for is the one checked, unchanged by parsing.
  const parsed = new URL(`${path}${search}`, 'http://api.invalid');
  return parsed.pathname === path ? `${path}${search}` : null;
}
