import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { TokenClaims, Tokens } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on routes that need a signed-in user. */
    viewer?: TokenClaims;
  }
}

/** A preHandler: a valid `Authorization: Bearer <access>` or 401. */
export function authenticate(tokens: Tokens) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
    const claims = await tokens.verify(token, 'access');
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    request.viewer = claims;
  };
}

/** The viewer set by `authenticate`; a route without it is a programming fault. */
export function viewerOf(request: FastifyRequest): TokenClaims {
  if (!request.viewer) throw new Error(`route ${request.url} reads the viewer without authenticate`);
  return request.viewer;
}
