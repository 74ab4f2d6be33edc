import type { GatewayContext } from '../../context';
import type { AuthPayload, MutationResolvers, ResolversTypes } from '../../generated/resolvers';
import { isImpersonation } from '../../session/cookies';
import { attempt, unwrap } from '../../upstream/client';
import type { UserError } from '../../upstream/errors';
import type { ApiUser } from '../../upstream/types';
import { requireSession } from './session';

type AuthResult = Omit<AuthPayload, 'user'> & { user: ApiUser | null };

const failed = (errors: UserError[]): AuthResult => ({
  ok: false,
  errors,
  user: null,
  access: null,
  refresh: null,
  godMode: false,
});
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Opens the session for a fresh token pair: HttpOnly cookies for a browser, the tokens in the
 * payload for a token client only. A browser's page scripts never see a token, so a script
 * injected into the page cannot carry the session away.
 */
export async function signedIn(
  context: GatewayContext,
  tokens: { access: string; refresh: string },
  user?: ApiUser,
): Promise<AuthResult> {
  const godMode = isImpersonation(tokens.access);
  const viewer = user ?? unwrap(await context.upstreamAs(tokens.access).GET('/auth/users/me/'));
  if (context.session.fromCookies) {
    context.session.start({ ...tokens, godMode });
    return { ok: true, errors: [], user: viewer, access: null, refresh: null, godMode };
  }
  return { ok: true, errors: [], user: viewer, access: tokens.access, refresh: tokens.refresh, godMode };
}

export const Mutation: MutationResolvers = {
  async register(_parent, { input }, { upstream }) {
    const answer = attempt(
      await upstream.POST('/auth/users/', {
        body: {
          full_name: input.fullName,
          farm_name: input.farmName,
          email: normaliseEmail(input.email),
          password: input.password,
          password_confirmation: input.passwordConfirmation,
          security_question: Number(input.securityQuestion),
          security_answer: input.securityAnswer,
        },
      }),
    );
    return answer.ok
      ? { ok: true, errors: [], user: answer.data }
      : { ok: false, errors: answer.errors, user: null };
  },

  async activateAccount(_parent, { userUuid, activationHash }, context) {
    const answer = attempt(
      await context.upstream.GET('/auth/users/activate/{userUuid}/{activationHash}/', {
        params: { path: { userUuid, activationHash } },
      }),
    );
    if (!answer.ok) return failed(answer.errors);
    const { token, ...user } = answer.data;
    return signedIn(context, token, user);
  },

  async login(_parent, { email, password }, context) {
    const answer = attempt(
      await context.upstream.POST('/auth/jwt/create/', { body: { email: normaliseEmail(email), password } }),
      [401],
    );
    return answer.ok ? signedIn(context, answer.data) : failed(answer.errors);
  },

  async refreshSession(_parent, { refresh }, context) {
    const token = refresh ?? context.session.refreshToken;
    if (!token) return failed([{ field: null, message: 'Your session has expired. Please log in again.' }]);
    const answer = attempt(
      await context.upstream.POST('/auth/jwt/refresh/', { body: { refresh: token } }),
      [401],
    );
    return answer.ok ? signedIn(context, answer.data) : failed(answer.errors);
  },

  async logout(_parent, { refresh }, { upstream, session }) {
    const token = refresh ?? session.refreshToken;
    if (token) await upstream.POST('/auth/jwt/logout/', { body: { refresh: token } });
    // Logging out in god mode ends the session kept aside too.
    if (session.actorRefreshToken) {
      await upstream.POST('/auth/jwt/logout/', { body: { refresh: session.actorRefreshToken } });
      session.dropActor();
    }
    session.end();
    return true;
  },

  async updateMe(_parent, { input }, context) {
    requireSession(context);
    const body = {
      ...(input.fullName != null ? { full_name: input.fullName } : {}),
      ...(input.email != null ? { email: normaliseEmail(input.email) } : {}),
      ...(input.legalNotice ? { legal_notice: true as const } : {}),
    };
    const answer = attempt(await context.upstream.PATCH('/auth/users/me/', { body }));
    return answer.ok
      ? { ok: true, errors: [], user: answer.data as ResolversTypes['User'] }
      : { ok: false, errors: answer.errors, user: null };
  },

  async claimField(_parent, { uuid, input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PATCH('/farms/fields/{uuid}/claim/', {
        params: { path: { uuid } },
        body: {
          name: input.name,
          ...(input.farm != null ? { farm: input.farm } : {}),
          ...(input.legalConfirmed != null ? { legal_confirmed: input.legalConfirmed } : {}),
        },
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], field: answer.data, upgradeRequired: false }
      : { ok: false, errors: answer.errors, field: null, upgradeRequired: answer.status === 402 };
  },
};
