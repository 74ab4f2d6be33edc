import { UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import { createContext, type GatewayShared } from '../context';
import { traceHeaders } from '../telemetry';

// The gateway's routes that hand the browser a file the api makes (a report's PDF and map, a
// season's CSV, a territory's map tile): the session cookie (or a Bearer token) names the viewer,
// as for GraphQL, and the api's answer goes back as it came, its bytes or its errors.

/** The viewer's access token, or null once a 401 has answered the browser. */
export async function viewerToken(
  config: GatewayConfig,
  shared: GatewayShared,
  request: Request,
  response: Response,
): Promise<string | null> {
  const context = await createContext(config, shared, request, response);
  if (context.session.accessToken) return context.session.accessToken;
  response.status(401).json({ errors: ['You need to log in first.'] });
  return null;
}

/** The api's answer to `path` (with `token`), the method and headers a download needs. */
export function fetchUpstream(config: GatewayConfig, path: string | URL, token: string) {
  return fetch(new URL(path, config.apiUrl), {
    headers: { authorization: `Bearer ${token}`, ...traceHeaders() },
  });
}

/**
 * The api's answer to the browser: the bytes with their type, caching and (for a file to keep)
 * disposition; or the api's errors as JSON, a failure of the api's own as 502 with the product's
 * words rather than its.
 */
export async function relayUpstream(
  answer: globalThis.Response,
  response: Response,
  { type, cacheControl }: { type: string; cacheControl: string },
) {
  if (!answer.ok) {
    const body = (await answer.json().catch(() => null)) as { errors?: string[] } | null;
    response
      .status(answer.status >= 500 ? 502 : answer.status)
      .json({ errors: answer.status >= 500 ? [UNKNOWN_ERROR] : (body?.errors ?? []) });
    return;
  }
  response.setHeader('content-type', type);
  const disposition = answer.headers.get('content-disposition');
  if (disposition) response.setHeader('content-disposition', disposition);
  response.setHeader('cache-control', cacheControl);
  response.end(Buffer.from(await answer.arrayBuffer()));
}
