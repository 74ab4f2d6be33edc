import { accountMessages } from '@field-boundaries/contract/messages';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { failed, signedIn } from '../../session/signed-in';
import { attempt } from '../../upstream/client';
import { activationMutation } from './activation';
import { developerMutation } from './developer';
import { normaliseEmail } from './email';

// Signing up and in, the session, the profile's secrets and e-mail, and password recovery. The
// api decides everything (it checks the current password, refuses god mode and writes the audit
// log); the gateway keeps tokens and a browser's reset token out of its page scripts.
export const Mutation: MutationResolvers = {
  ...activationMutation,
  ...developerMutation,
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
    if (!token) return failed([{ field: null, message: accountMessages.sessionExpired }]);
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

  async changePassword(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/auth/users/set_password/', {
        body: { current_password: input.currentPassword, new_password: input.newPassword },
      }),
    );
    return answer.ok ? { ok: true, errors: [] } : { ok: false, errors: answer.errors };
  },

  async changeSecurityAnswer(_parent, { input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/auth/users/set_security_answer/', {
        body: {
          current_password: input.currentPassword,
          security_question: Number(input.securityQuestion),
          security_answer: input.securityAnswer,
        },
      }),
    );
    return answer.ok ? { ok: true, errors: [] } : { ok: false, errors: answer.errors };
  },

  async confirmEmailChange(_parent, { token }, { upstream }) {
    const answer = attempt(await upstream.POST('/auth/users/email/confirm/', { body: { token } }));
    return answer.ok
      ? { ok: true, errors: [], user: answer.data as ResolversTypes['User'] }
      : { ok: false, errors: answer.errors, user: null };
  },

  // Forgot password (spec 2.3), steps 2 and 3: the answer earns a reset, the reset a password.
  async verifySecurityAnswer(_parent, { input }, { upstream, session }) {
    const answer = attempt(
      await upstream.POST('/auth/security/answer/verify/', {
        body: {
          email: normaliseEmail(input.email),
          security_question: Number(input.securityQuestion),
          security_answer: input.securityAnswer,
        },
      }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, resetToken: null };
    if (!session.fromCookies) return { ok: true, errors: [], resetToken: answer.data.access };
    session.keepReset(answer.data.access);
    return { ok: true, errors: [], resetToken: null };
  },

  async resetPassword(_parent, { input }, { session, upstreamAs }) {
    // With no reset at all the api is still asked, so its own 401 message is the one shown.
    const resetToken = input.resetToken ?? session.resetToken ?? '';
    const answer = attempt(
      await upstreamAs(resetToken).POST('/auth/security/reset_password/', {
        body: {
          new_password: input.newPassword,
          new_password_confirmation: input.newPasswordConfirmation,
        },
      }),
      [401],
    );
    if (!answer.ok) {
      // A spent, expired or refused reset is of no further use; bad input may be corrected.
      if (answer.status === 401) session.dropReset();
      return { ok: false, errors: answer.errors };
    }
    session.dropReset();
    return { ok: true, errors: [] };
  },
};
