import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { unauthorized } from '../errors';
import type { Tokens } from './tokens';
import { resolveViewer, type Viewer } from './viewer';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on routes that need a signed-in user. */
    viewer?: Viewer;
  }
}

/** What the routes need to know who is calling: the token keys and the database of users. */
export type Auth = { tokens: Tokens; db: Db };

/** A preHandler: a valid `Authorization: Bearer <access>` of an active user, or 401. */
export function authenticate({ tokens, db }: Auth) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
    const claims = await tokens.verify(token, 'access');
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const viewer = await resolveViewer(db, claims);
    if (!viewer) throw unauthorized('Your session has expired. Please log in again.');
    request.viewer = viewer;
  };
}

/** The viewer set by `authenticate`; a route without it is a programming fault. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error(`route ${request.url} reads the viewer without authenticate`);
  return request.viewer;
}
