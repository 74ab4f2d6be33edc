import type { IncomingHttpHeaders } from 'node:http';

/** The header a client sends to be a token client: `X-Session-Mode: token`. */
export const SESSION_MODE_HEADER = 'x-session-mode';

/**
 * Whether a request comes from a token client (mobile app, partner) rather than a browser.
 * Tokens in a reply are readable by whatever script made the request, so a browser session
 * (HttpOnly cookies) must never be turned into them: a token client's request is read as if
 * it carried no cookies, and gets none back. A client says it is one explicitly, with the
 * header or by already holding a Bearer token; sending no cookies alone is not enough, since
 * a browser's first login sends none either.
 */
export function isTokenClient(headers: IncomingHttpHeaders): boolean {
  const mode = headers[SESSION_MODE_HEADER];
  return (
    (typeof mode === 'string' && mode.trim().toLowerCase() === 'token') ||
    /^Bearer\s+\S/i.test(headers.authorization ?? '')
  );
}
