import { accountMessages } from '@field-boundaries/contract/messages';
import { type PartnerScope, partnerMessages } from '@field-boundaries/contract/partner-scopes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ApiError, unauthorized } from '../errors';
import { resolvePartnerViewer, resolveViewer } from './resolve-viewer';
import type { Tokens } from './tokens';
import type { Viewer } from './viewer';

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

/**
 * What the routes need to know who is calling: the token keys, the database of users, and the
 * partner apps' access tokens (OAuth, issued by the partners module's authorization server).
 */
export type Auth = {
  tokens: Tokens;
  db: Db;
  partnerTokens: { tokenGrant(token: string): Promise<PartnerGrantOfToken | null> };
};

type PartnerGrantOfToken = { userUuid: string; clientId: string; scopes: PartnerScope[] };

/**
 * What a route needs of a partner app's token: one scope; `first-party` for what only the
 * product's own clients may do (billing, god mode, staff tools, the password); or `reference`
 * for the reference catalogue (every crop, trait and herbicide group: the same for everyone,
 * nobody's data), which any connected app reads, so that a field's crop, a tank mix's groups and
 * a spray's herbicides read whole under the scope of the record that names them. The product's
 * own sessions pass every check.
 */
export type Need = PartnerScope | 'first-party' | 'reference';

/** Each signed-in route declares what it needs: one need, or one for reads and one for writes. */
export type Access = Need | { read: Need; write: Need };

/** The hook `authenticate` returns carries its route's declared access (routes.test walks them). */
export type AuthenticateHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  access: Access;
};

/** GET and HEAD read; every other method writes. */
export const needOf = (access: Access, method: string): Need =>
  typeof access === 'string' ? access : method === 'GET' || method === 'HEAD' ? access.read : access.write;

/**
 * A partner token outside its grant: the scope for programs in `fields.scope`, and the sentence
 * for people in `errors` (not the bare scope, as a field's messages would otherwise be).
 */
class InsufficientScope extends ApiError {
  constructor(need: PartnerScope) {
    super(403, 'insufficient_scope', partnerMessages.missingScope(need), { scope: [need] });
  }

  override body() {
    return { ...super.body(), errors: [this.message] };
  }
}

/** 403 with the scope the app lacks named (and RFC 6750's insufficient_scope for OAuth clients). */
function refusePartner(reply: FastifyReply, need: PartnerScope | 'first-party'): never {
  if (need === 'first-party') throw new ApiError(403, 'first_party_only', partnerMessages.firstPartyOnly);
  reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${need}"`);
  throw new InsufficientScope(need);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * An onRequest hook: a valid `Authorization: Bearer <access>` of an active user, or 401. It runs
 * before the body is read, so an anonymous caller is told 401 whatever it sent. The token is the
 * product's own (a JWT from login) or a partner app's OAuth access token; a partner's call needs
 * the scope the route declares (`access`), else 403 naming it.
 */
export function authenticate({ tokens, db, partnerTokens }: Auth, access: Access): AuthenticateHook {
  const hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token, 'access');
    if (claims) {
      const viewer = await resolveViewer(db, claims);
      if (!viewer) throw unauthorized(accountMessages.sessionExpired);
      request.viewer = viewer;
      return;
    }
    const grant = await partnerTokens.tokenGrant(token);
    const viewer = grant ? await resolvePartnerViewer(db, grant) : null;
    if (!viewer?.partner) throw unauthorized(accountMessages.sessionExpired);
    const need = needOf(access, request.method);
    const { scopes } = viewer.partner;
    // A token with no scope of ours (`openid` alone) is told the catalogue's own scope.
    if (need === 'reference') {
      if (scopes.size === 0) refusePartner(reply, 'catalogue:read');
    } else if (need === 'first-party' || !scopes.has(need)) refusePartner(reply, need);
    request.viewer = viewer;
  };
  return Object.assign(hook, { access });
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
