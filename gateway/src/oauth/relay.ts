import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import { relayedPath } from './relayed-paths';

// Partners reach the authorization server (discovery, authorize, token, revocation,
// introspection, jwks) at the product's public origin, which is the gateway; the api that runs
// it is not exposed. Only the authorization server's own paths are passed on (relayed-paths.ts),
// to the api's address from configuration, never one the request names. Each is passed on as it
// came (its form body streamed, its cookies, its client credentials) but for its Host: the api
// builds every link from its own WEB_ORIGIN. Its answer (redirects, cookies, JSON errors) comes
// back as is.
export const oauthPath = '/oauth';

const passedOn = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'content-length',
  'cookie',
  'dpop',
  'origin',
  'user-agent',
  'access-control-request-method',
  'access-control-request-headers',
];

/**
 * The fields of the api's connection, not of its answer (RFC 9110 §7.6.1): its `keep-alive`
 * timeout is not the gateway's, whose own connection to the client says its own.
 */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function oauthRelay(config: GatewayConfig) {
  return (request: Request, response: Response) => {
    const path = relayedPath(request.originalUrl);
    if (!path) {
      response.status(404).json({ error: 'not_found', error_description: 'No such OAuth endpoint.' });
      return;
    }
    const target = new URL(path, `${config.apiUrl}/`);
    const headers: Record<string, string | string[]> = {};
    for (const name of passedOn) {
      const value = request.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(target, { method: request.method, headers }, (answer) => {
      response.status(answer.statusCode ?? 502);
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !hopByHop.has(name)) response.setHeader(name, value);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent)
        response
          .status(502)
          .json({ error: 'temporarily_unavailable', error_description: 'Please try again.' });
      else response.end();
    });
    request.pipe(upstream);
  };
}
