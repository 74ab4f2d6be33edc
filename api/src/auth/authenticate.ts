import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { unauthorized } from '../errors';
import type { Tokens } from './tokens';
import { resolveViewer, type Viewer } from './viewer';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on routes that need a signed-in user. */
    viewer?: Viewer;
    /** Set by `authenticateReset` on the one route a password reset token opens. */
    resetGrant?: ResetGrant;
  }
}

/**
 * What a reset token grants: one change of this user's password. Deliberately not a `Viewer`,
 * so no service that acts for a signed-in user can be handed one.
 */
export type ResetGrant = { userUuid: string; jti: string };

/** What the routes need to know who is calling: the token keys and the database of users. */
export type Auth = { tokens: Tokens; db: Db };

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * An onRequest hook: a valid `Authorization: Bearer <access>` of an active user, or 401. It runs
 * before the body is read, so an anonymous caller is told 401 whatever it sent.
 */
export function authenticate({ tokens, db }: Auth) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token, 'access');
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const viewer = await resolveViewer(db, claims);
    if (!viewer) throw unauthorized('Your session has expired. Please log in again.');
    request.viewer = viewer;
  };
}

/**
 * An onRequest hook: a valid `Authorization: Bearer <reset token>`, or 401 with `expired`. Whether
 * it was used already is the service's to decide, in the same transaction as the reset.
 */
export function authenticateReset({ tokens }: Pick<Auth, 'tokens'>, expired: string) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token, 'reset') : null;
    if (!claims) throw unauthorized(expired);
    request.resetGrant = { userUuid: claims.userUuid, jti: claims.jti };
  };
}

/** The reset grant set by `authenticateReset`; a route without it is a programming fault. */
export function resetGrantOf(request: FastifyRequest): ResetGrant {
  if (!request.resetGrant)
    throw new Error(`route ${request.url} reads a reset grant without authenticateReset`);
  return request.resetGrant;
}

/** The viewer set by `authenticate`; a route without it is a programming fault. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error(`route ${request.url} reads the viewer without authenticate`);
  return request.viewer;
}
