import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { attempt } from '../../upstream/client';

// Forgot password (spec 2.3): email → the account's security question → new password. The api
// decides everything; the gateway keeps a browser's reset token out of its page scripts.
const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const PasswordRecoveryQuery: QueryResolvers = {
  async recoveryQuestion(_parent, { email }, { upstream }) {
    const address = normaliseEmail(email);
    // An empty e-mail would leave an empty path segment, which reaches no route; a blank one
    // gets the api's answer for an address without an account.
    const answer = attempt(
      await upstream.GET('/auth/security/{email}/verify/', { params: { path: { email: address || ' ' } } }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, securityQuestion: null };
    const { id, question } = answer.data.security_question;
    return { ok: true, errors: [], securityQuestion: { id: String(id), question } };
  },
};

export const PasswordRecoveryMutation: MutationResolvers = {
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
